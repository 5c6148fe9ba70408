// /credit-catalog-detail
import type { RouteMeta } from '../../../shell/meta';
import { catalogResourceLoader } from '../loaders';

export { Component as default } from '../CreditCatalogDetailPage';

export const handle: RouteMeta = { name: 'CreditCatalogDetail', title: '资源详情', menuValue: '/credit-catalog', oldRouter: true };

export const loader = catalogResourceLoader;
export const clientLoader = catalogResourceLoader;
