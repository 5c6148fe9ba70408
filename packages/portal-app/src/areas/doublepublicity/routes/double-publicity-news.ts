// /double-publicity-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

const route = listRoute('double-publicity-news', '双公示动态', 'Double Publicity News', { name: 'DoublePublicityNews', menuValue: DOUBLE_PUBLICITY_TAB });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
