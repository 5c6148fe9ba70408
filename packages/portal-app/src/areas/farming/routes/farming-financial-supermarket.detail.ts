// /farming-financial-supermarket/detail
import type { RouteMeta } from '../../../shell/meta';
import { productDetailLoader } from '../loaders';
import { FARMING } from '../subsite';

export { Component as default } from '../ProductDetailPage';

export const handle: RouteMeta = { name: 'FarmingFinancialSupermarketDetail', title: '产品详情', pageTitleEng: 'Financial Product', menuValue: FARMING.products, oldRouter: true, adverts: false };

export const loader = productDetailLoader;
export const clientLoader = productDetailLoader;
