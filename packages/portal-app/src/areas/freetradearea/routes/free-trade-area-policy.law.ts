// /free-trade-area-policy/law
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ColumnListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
