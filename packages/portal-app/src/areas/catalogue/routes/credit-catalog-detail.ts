// /credit-catalog-detail
import type { RouteMeta } from '../../../shell/meta';
import { catalogResourceLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditCatalogDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditCatalogDetail', title: '资源详情', menuValue: '/credit-catalog', oldRouter: true };

export const loader = settled(catalogResourceLoader);
export const clientLoader = catalogResourceLoader;
