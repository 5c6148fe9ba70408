// /intermediary-organ
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('intermediary-organ', '信用服务机构', 'Credit Service Agencies', { name: 'IntermediaryOrgan' });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
