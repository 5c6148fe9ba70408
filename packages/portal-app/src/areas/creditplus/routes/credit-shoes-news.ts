// /credit-shoes-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const SHOE_CITY = '/credit-shoes-news';

const route = listRoute('credit-shoes-news', '鞋城动态', 'Shoe City News', { name: 'CreditShoesNews', pageTitle: '信用鞋城 · 鞋城动态', menuValue: SHOE_CITY });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
