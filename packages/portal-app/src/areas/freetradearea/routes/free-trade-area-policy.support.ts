// /free-trade-area-policy/support
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ColumnListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaSupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
