// /farming-financial-supermarket
import type { RouteMeta } from '../../../shell/meta';
import { farmingProductsLoader } from '../loaders';
import { FARMING } from '../subsite';

export { Component as default } from '../ProductListPage';

export const handle: RouteMeta = { name: 'FarmingFinancialSupermarket', title: '金融产品', pageTitleEng: 'Financial Products', menuValue: FARMING.products, adverts: false };

export const loader = farmingProductsLoader;
export const clientLoader = farmingProductsLoader;
