// /free-trade-area-policy/law
import type { RouteMeta } from '../../../shell/meta';
import { columnListLoader } from '../loaders';

export { Component as default } from '../ColumnListPage';

export const handle: RouteMeta & { classification: string } = { name: 'FreeTradeAreaLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law', oldRouter: true };

const pageLoader = columnListLoader(handle.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
