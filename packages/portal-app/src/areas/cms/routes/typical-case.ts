// /typical-case
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('typical-case', '典型案例', 'Typical Cases');

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
