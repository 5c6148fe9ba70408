// /other-innovation
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('other-innovation', '创新案例', 'Innovation Cases', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
