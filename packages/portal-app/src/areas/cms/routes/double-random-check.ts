// /double-random-check
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('double-random-check', '双随机一公开', 'Double Random Inspection', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
