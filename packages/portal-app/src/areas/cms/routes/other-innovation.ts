// /other-innovation
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('other-innovation', '创新案例', 'Innovation Cases', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
