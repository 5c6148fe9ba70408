// /free-trade-area-publicity
import type { RouteMeta } from '../../../shell/meta';
import { columnOverviewLoader } from '../loaders';

export { Component as default } from '../ColumnOverviewPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPublicity', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity' };

const pageLoader = columnOverviewLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
