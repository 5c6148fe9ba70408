// /free-trade-area-policy-support
import type { RouteMeta } from '../../../shell/meta';
import { columnOverviewLoader } from '../loaders';

export { Component as default } from '../ColumnOverviewPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPolicySupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support' };

const pageLoader = columnOverviewLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
