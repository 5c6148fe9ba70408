// /free-trade-area-policy-support
import type { RouteMeta } from '../../../shell/meta';
import { columnOverviewLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ColumnOverviewPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPolicySupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support' };

const pageLoader = columnOverviewLoader(handle.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
