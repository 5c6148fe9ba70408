// /special-governance
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('special-governance', '专项治理', 'Special Governance', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
