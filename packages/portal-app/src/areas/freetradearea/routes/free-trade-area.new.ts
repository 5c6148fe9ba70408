// /free-trade-area/new
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ColumnListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaNew', title: '新闻动态', classification: '自贸区新闻动态', menuValue: '/free-trade-area/new', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
