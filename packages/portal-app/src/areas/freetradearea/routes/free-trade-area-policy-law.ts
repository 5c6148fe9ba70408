// /free-trade-area-policy-law
import type { RouteMeta } from '../../../shell/meta';
import { columnOverviewLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ColumnOverviewPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPolicyLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law' };

const pageLoader = columnOverviewLoader(handle.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
