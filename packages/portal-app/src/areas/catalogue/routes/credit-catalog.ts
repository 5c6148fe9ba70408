// /credit-catalog
import type { RouteMeta } from '../../../shell/meta';
import { creditCatalogLoader } from '../loaders';

export { Component as default } from '../CreditCatalogPage';

export const handle: RouteMeta = { name: 'CreditCatalog', title: '信用目录', menuValue: '/credit-catalog' };

export const loader = creditCatalogLoader;
export const clientLoader = creditCatalogLoader;
