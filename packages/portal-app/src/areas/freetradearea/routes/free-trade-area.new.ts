// /free-trade-area/new
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';

export { Component as default } from '../ColumnListPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaNew', title: '新闻动态', classification: '自贸区新闻动态', menuValue: '/free-trade-area/new', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
