// /food-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { safetyCampaignPage, standingCheckAction, standingCheckClientAction } from '../SafetyCampaignPage';

export default safetyCampaignPage('food');

// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FoodSafe', title: '食品安全', pageTitleEng: 'Food Safety', menuValue: '/food-safe' };

const load = safetyListLoader('food');
export const loader = settled(load);
export const clientLoader = load;

// 名单核查 sent without the page's script: checked on the server, the answer shown below the form (the
// lists' keyword search is a GET of this page, read by its loader).
export const action = standingCheckAction('food');
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = standingCheckClientAction('food');
