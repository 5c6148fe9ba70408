// /refuse-classification
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('refuse-classification', '垃圾分类', 'Waste Sorting');

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
