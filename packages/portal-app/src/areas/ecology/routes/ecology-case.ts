// /ecology-case
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { ECOLOGY_COLUMNS, ECOLOGY_ARTICLE } from '../ecology';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('ecology-case', '典型案例', 'Typical Cases', { name: 'EcologyCase', classification: ECOLOGY_COLUMNS.case, articleDetail: ECOLOGY_ARTICLE });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
