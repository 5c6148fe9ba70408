// /credit-repair-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('credit-repair-news', '信用修复', 'Credit Repair');

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
