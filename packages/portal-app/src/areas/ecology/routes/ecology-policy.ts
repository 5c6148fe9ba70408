// /ecology-policy
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { ECOLOGY_COLUMNS, ECOLOGY_ARTICLE } from '../ecology';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('ecology-policy', '政策法规', 'Policies and Regulations', { name: 'EcologyPolicy', classification: ECOLOGY_COLUMNS.policy, articleDetail: ECOLOGY_ARTICLE });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
