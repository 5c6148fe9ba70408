// /credit-catalog-list
import type { RouteMeta } from '../../../shell/meta';
import { creditCatalogListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditCatalogListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditCatalogList', title: '目录资源', menuValue: '/credit-catalog', oldRouter: true };

export const loader = settled(creditCatalogListLoader);
export const clientLoader = creditCatalogListLoader;
