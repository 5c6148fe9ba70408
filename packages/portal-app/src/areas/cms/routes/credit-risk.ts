// /credit-risk
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('credit-risk', '风险提示', 'Risk Warnings', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
