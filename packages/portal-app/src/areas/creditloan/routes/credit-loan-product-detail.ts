// /credit-loan-product-detail
import { productDetailLoader } from '../../../finance/loaders';
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProductDetailPage';

export const handle: RouteMeta = { name: 'CreditLoanProductDetail', title: '产品详情', pageTitleEng: 'Loan Product', menuValue: '/credit-loan-service', oldRouter: true };

export const loader = productDetailLoader;
export const clientLoader = productDetailLoader;
