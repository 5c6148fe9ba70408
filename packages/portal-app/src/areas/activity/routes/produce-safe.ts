// /produce-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { safetyCampaignPage, standingCheckAction, standingCheckClientAction } from '../SafetyCampaignPage';

export default safetyCampaignPage('produce');

// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'ProduceSafe', title: '农产品质量安全', pageTitleEng: 'Farm Produce Safety', menuValue: '/produce-safe' };

const load = safetyListLoader('produce');
export const loader = settled(load);
export const clientLoader = load;

// 名单核查 sent without the page's script: checked on the server, the answer shown below the form (the
// lists' keyword search is a GET of this page, read by its loader).
export const action = standingCheckAction('produce');
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = standingCheckClientAction('produce');
