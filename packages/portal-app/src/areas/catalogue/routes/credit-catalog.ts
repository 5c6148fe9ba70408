// /credit-catalog
import type { RouteMeta } from '../../../shell/meta';
import { creditCatalogLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditCatalogPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditCatalog', title: '信用目录', menuValue: '/credit-catalog' };

export const loader = settled(creditCatalogLoader);
export const clientLoader = creditCatalogLoader;
