// /food-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { standingCheckAction } from '../SafetyCampaignPage';

export { Component as default } from '../SafetyCampaignPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FoodSafe', title: '食品安全', pageTitleEng: 'Food Safety', menuValue: '/food-safe' };

export const loader = settled(safetyListLoader);
export const clientLoader = safetyListLoader;

// 名单核查 sent without the page's script: checked on the server, the answer shown below the form (the
// lists' keyword search is a GET of this page, read by its loader).
export const action = standingCheckAction;
