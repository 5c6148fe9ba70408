// /credit-notice
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('credit-notice', '公示公告', 'Public Notices', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
