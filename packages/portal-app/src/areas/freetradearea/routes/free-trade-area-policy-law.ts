// /free-trade-area-policy-law
import type { RouteMeta } from '../../../shell/meta';
import { columnOverviewLoader } from '../loaders';

export { Component as default } from '../ColumnOverviewPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaPolicyLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law' };

const pageLoader = columnOverviewLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
