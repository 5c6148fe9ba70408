// /common-problem
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('common-problem', '常见问题', 'Common Problems');

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
