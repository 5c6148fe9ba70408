// /industry-credit
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('industry-credit', '行业信用', 'Industry Credit');

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
