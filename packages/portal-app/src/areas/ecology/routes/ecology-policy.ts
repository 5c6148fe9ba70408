// /ecology-policy
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { ECOLOGY_COLUMNS, ECOLOGY_ARTICLE } from '../ecology';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('ecology-policy', '政策法规', 'Policies and Regulations', { name: 'EcologyPolicy', classification: ECOLOGY_COLUMNS.policy, articleDetail: ECOLOGY_ARTICLE });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
