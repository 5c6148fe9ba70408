// /credit-loan-newsInfo
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'CreditLoanNewsInfo', title: '服务指南', pageTitleEng: 'Service Guide', menuValue: '/credit-loan-service', oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
