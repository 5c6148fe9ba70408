// /free-trade-area/publicity
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';

export { Component as default } from '../ColumnListPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPublicityMore', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
