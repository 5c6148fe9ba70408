// /free-trade-area-policy/support
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';

export { Component as default } from '../ColumnListPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaSupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
