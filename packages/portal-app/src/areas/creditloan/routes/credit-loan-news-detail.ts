// /credit-loan-news-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'CreditLoanNewsDetail', title: '资讯详情', pageTitleEng: 'News', menuValue: '/credit-loan-news', oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
