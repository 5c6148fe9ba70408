// /credit-loan-news
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';

export { Component as default } from '../../../views/ArticleListPage';

const route = listRoute('credit-loan-news', '新闻资讯', 'News', { name: 'CreditLoanNews', classification: '信用贷资讯', articleDetail: '/credit-loan-news-detail' });

export const handle: RouteMeta = route.handle;
export const loader = route.loader;
export const clientLoader = route.loader;
