// 信用鞋城 and 信用+ (spec §2 'Credit-shoe city and credit plus').
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
//
// Decisions the spec leaves open (pages/creditplus/scenes.ts names the calls):
// - The 信用+ scenes are the back end's (openapi/paths/creditplus.yaml): lib 信用+图书馆 (libraryPage,
//   detail/{id}), bike 信用+共享单车 (bicycleRecord), el 信用+联动监管 (linkageSupervision, with the
//   rewardsPunishments cases and the tradesubjectgrade grades behind it).
// - Only the library has a detail operation. -bike-detail shows one ride found among its bicycle's rides
//   (bikeNo as keyword, id); -el-detail shows one enterprise (creditCode as keyword of the three lists).
// - 信用鞋城: -news lists the CMS column 鞋城动态 (reference server features/shoecity) in the generic list
//   view; -info lists the shoe trade's graded enterprises (tradesubjectgrade, industry 鞋服制造).
import { listRoute, pageRoute } from '../../views/builders';
import {
  bikeIntroLoader,
  creditPlusHomeLoader,
  libraryIntroLoader,
  linkageEnterpriseLoader,
  linkageIntroLoader,
  linkagesLoader,
  readerLoader,
  readersLoader,
  rideLoader,
  ridesLoader,
  shoeEnterprisesLoader,
} from './loaders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

const CREDIT_PLUS = '/credit-plus-home';
const SHOE_CITY = '/credit-shoes-news';

const contentRoutes: PortalRoute[] = [
  listRoute('credit-shoes-news', '鞋城动态', 'Shoe City News', { name: 'CreditShoesNews', pageTitle: '信用鞋城 · 鞋城动态', menuValue: SHOE_CITY }),
  pageRoute('credit-shoes-info', () => import('./ShoeEnterprisesPage'), { name: 'CreditShoesInfo', title: '鞋企信用信息', pageTitle: '信用鞋城 · 鞋企信用信息', pageTitleEng: 'Shoe Enterprises', menuValue: SHOE_CITY }, shoeEnterprisesLoader),
  pageRoute('credit-plus-home', () => import('./CreditPlusHomePage'), { name: 'CreditPlusHome', title: '信用+', pageTitleEng: 'Credit Plus', menuValue: CREDIT_PLUS }, creditPlusHomeLoader),
  pageRoute('credit-plus-lib', () => import('./LibraryIntroPage'), { name: 'CreditPlusLib', title: '信用+图书馆', pageTitleEng: 'Credit Plus Library', menuValue: CREDIT_PLUS }, libraryIntroLoader),
  pageRoute('credit-plus-lib-main', () => import('./ReaderListPage'), { name: 'CreditPlusLibMain', title: '免押读者', pageTitle: '信用+图书馆 · 免押读者', pageTitleEng: 'Deposit-free Readers', menuValue: CREDIT_PLUS, oldRouter: true }, readersLoader),
  pageRoute('credit-plus-lib-detail', () => import('./ReaderDetailPage'), { name: 'CreditPlusLibDetail', title: '读者详情', pageTitleEng: 'Reader', menuValue: CREDIT_PLUS, oldRouter: true }, readerLoader),
  pageRoute('credit-plus-bike', () => import('./BikeIntroPage'), { name: 'CreditPlusBike', title: '信用+共享单车', pageTitleEng: 'Credit Plus Bicycles', menuValue: CREDIT_PLUS }, bikeIntroLoader),
  pageRoute('credit-plus-bike-main', () => import('./RideListPage'), { name: 'CreditPlusBikeMain', title: '骑行记录', pageTitle: '信用+共享单车 · 骑行记录', pageTitleEng: 'Deposit-free Rides', menuValue: CREDIT_PLUS, oldRouter: true }, ridesLoader),
  pageRoute('credit-plus-bike-detail', () => import('./RideDetailPage'), { name: 'CreditPlusBikeDetail', title: '骑行详情', pageTitleEng: 'Ride', menuValue: CREDIT_PLUS, oldRouter: true }, rideLoader),
  pageRoute('credit-plus-el', () => import('./LinkageIntroPage'), { name: 'CreditPlusEl', title: '信用+联动监管', pageTitleEng: 'Linkage Supervision', menuValue: CREDIT_PLUS }, linkageIntroLoader),
  pageRoute('credit-plus-el-main', () => import('./LinkageListPage'), { name: 'CreditPlusElMain', title: '联动监管记录', pageTitle: '信用+联动监管 · 联动监管记录', pageTitleEng: 'Linkage Supervision Records', menuValue: CREDIT_PLUS, oldRouter: true }, linkagesLoader),
  pageRoute('credit-plus-el-detail', () => import('./LinkageEnterprisePage'), { name: 'CreditPlusElDetail', title: '联动监管详情', pageTitleEng: 'Enterprise in Linkage Supervision', menuValue: CREDIT_PLUS, oldRouter: true }, linkageEnterpriseLoader),
];

export const area: Area = {
  name: 'creditplus',
  routes: [...inLayout('content', contentRoutes)],
};
