// /free-trade-area
import type { RouteMeta } from '../../../shell/meta';
import { freeTradeAreaHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FreeTradeAreaHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FreeTradeArea', title: '自贸区', pageTitleEng: 'Free Trade Area' };

export const loader = settled(freeTradeAreaHomeLoader);
export const clientLoader = freeTradeAreaHomeLoader;
