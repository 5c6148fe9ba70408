// 信用贷 (spec §2 'Sub-sites', Credit loan): the credit-loan sub-site in its own layout (layoutRoutes).
// Products and institutions from the /credit base, news and service guides from the CMS; the two article
// routes differ by column and tab (pages/creditloan/subsite.ts).
import { listRoute, pageRoute } from '../../views/builders';
import { articleLoader } from '../../views/genericLists';
import { productDetailLoader } from '../../finance/loaders';
import { creditLoanHomeLoader, creditLoanInstitutionsLoader, creditLoanServiceLoader } from './loaders';
import { CREDIT_LOAN } from './subsite';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';


const article = () => import('../../views/ContentDetailPage');

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('credit-loan-home', () => import('./CreditLoanHomePage'), { name: 'CreditLoanHome', title: '信用贷', pageTitleEng: 'Credit Loan', menuValue: '/credit-loan-home' }, creditLoanHomeLoader),
      pageRoute('credit-loan-mechanism', () => import('./MechanismPage'), { name: 'CreditLoanMechanism', title: '金融机构', pageTitleEng: 'Financial Institutions', menuValue: '/credit-loan-mechanism' }, creditLoanInstitutionsLoader),
      pageRoute('credit-loan-service', () => import('./ServicePage'), { name: 'CreditLoanService', title: '特色服务', pageTitleEng: 'Special Services', menuValue: '/credit-loan-service' }, creditLoanServiceLoader),
      // A product's detail and application (decision: spec §2 lists no detail route for the sub-site, whose
      // products would otherwise lead nowhere; the finance operations are the farming supermarket's, info/{id},
      // judgeCollect, collect and apply, so no new operation). Applications are followed in /user.
      pageRoute('credit-loan-product-detail', () => import('./ProductDetailPage'), { name: 'CreditLoanProductDetail', title: '产品详情', pageTitleEng: 'Loan Product', menuValue: '/credit-loan-service', oldRouter: true }, productDetailLoader),
      // The news column in the generic list view; its articles open at /credit-loan-news-detail.
      listRoute('credit-loan-news', '新闻资讯', 'News', { name: 'CreditLoanNews', classification: '信用贷资讯', articleDetail: '/credit-loan-news-detail' }),
      pageRoute('credit-loan-news-detail', article, { name: 'CreditLoanNewsDetail', title: '资讯详情', pageTitleEng: 'News', menuValue: '/credit-loan-news', oldRouter: true }, articleLoader),
      pageRoute('credit-loan-newsInfo', article, { name: 'CreditLoanNewsInfo', title: '服务指南', pageTitleEng: 'Service Guide', menuValue: '/credit-loan-service', oldRouter: true }, articleLoader),
];

export const area: Area = {
  name: 'creditloan',
  layout: { subsite: CREDIT_LOAN },
  routes: [...inLayout('area', areaRoutes)],
};
