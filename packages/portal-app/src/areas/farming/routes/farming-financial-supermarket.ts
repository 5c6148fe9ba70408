// /farming-financial-supermarket
import type { RouteMeta } from '../../../shell/meta';
import { farmingProductsLoader } from '../loaders';
import { FARMING } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ProductListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingFinancialSupermarket', title: '金融产品', pageTitleEng: 'Financial Products', menuValue: FARMING.products, adverts: false };

export const loader = settled(farmingProductsLoader);
export const clientLoader = farmingProductsLoader;
