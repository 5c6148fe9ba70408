// /credit-catalog-list
import type { RouteMeta } from '../../../shell/meta';
import { creditCatalogListLoader } from '../loaders';

export { Component as default } from '../CreditCatalogListPage';

export const handle: RouteMeta = { name: 'CreditCatalogList', title: '目录资源', menuValue: '/credit-catalog', oldRouter: true };

export const loader = creditCatalogListLoader;
export const clientLoader = creditCatalogListLoader;
