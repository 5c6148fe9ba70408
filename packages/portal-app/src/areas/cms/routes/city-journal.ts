// /city-journal: the city's credit journal (its title from the city's folder, cities/<city>/portal.json)
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';
import { site } from '../../../config/site';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('city-journal', site.journalTitle, 'Credit Journal', { oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
