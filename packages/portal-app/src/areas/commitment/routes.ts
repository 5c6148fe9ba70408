// Credit commitment (spec §2 'Credit commitment'): online commitments, their publicity, feedback and inquiry.
// Each route's handle names its layout (inLayout); app/routeTable.ts places it there.
import { lazyPage } from '../../shell/lazyPage';
import {
  commitmentHubLoader,
  commitmentReadLoader,
  myFeedbackLoader,
  ownFeedbackLoader,
  promiseOnlineLoader,
  publicityListLoader,
  templateCatalogLoader,
  templateLoader,
} from './loaders';
import { recordRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;


const contentRoutes: PortalRoute[] = [
  // 信用公示 (spec §2 Publicity): the publicity of signed credit commitments, as the contract documents for
  // promiseapplypublicity/page, and reading one commitment's full text.
  recordRoute(
    'credit-publicity',
    '信用公示',
    'Credit Commitment Publicity',
    {
      path: '/cmpinternetportalfront/promiseapplypublicity/page',
      columns: [
        { key: 'commitmentNo', title: '承诺编号' },
        { key: 'subjectName', title: '承诺主体' },
        { key: 'subjectCode', title: '统一社会信用代码/身份证号码' },
        { key: 'matter', title: '承诺事项' },
        { key: 'templateTitle', title: '承诺书' },
        { key: 'signDate', title: '承诺日期' },
        { key: 'status', title: '状态' },
      ],
      keywordHint: '主体名称或承诺事项',
      linkColumn: 'templateTitle',
      detailHref: (row) => `/credit-publicity-read?id=${encodeURIComponent(String(row.id ?? ''))}`,
    },
    { name: 'CreditPublicity', pageTitle: '信用承诺公示' },
  ),
  {
    path: 'credit-publicity-read',
    lazy: lazyPage(() => import('./CommitmentReadPage')),
    loader: commitmentReadLoader,
    handle: { name: 'CreditPublicityRead', title: '承诺书详情', pageTitleEng: 'Credit Commitment', oldRouter: true, menuValue: '/credit-publicity' },
  },
  {
    path: 'credit-commitment',
    lazy: lazyPage(() => import('./CommitmentHubPage')),
    loader: commitmentHubLoader,
    handle: { name: 'CreditCommitment', title: '信用承诺', pageTitleEng: 'Credit Commitment', menuValue: COMMITMENT_TAB },
  },
  {
    path: 'credit-commitment-index',
    lazy: lazyPage(() => import('./TemplateCatalogPage').then((m) => ({ Component: m.CommitmentIndexPage }))),
    loader: templateCatalogLoader(false),
    handle: { name: 'CreditCommitmentIndex', title: '承诺目录', pageTitleEng: 'Commitment Catalogue', ...inArea },
  },
  {
    path: 'promise-application-scenarios',
    lazy: lazyPage(() => import('./TemplateCatalogPage').then((m) => ({ Component: m.ApplicationScenariosPage }))),
    loader: templateCatalogLoader(true),
    handle: { name: 'PromiseApplicationScenarios', title: '应用场景', pageTitleEng: 'Application Scenarios', ...inArea },
  },
  {
    path: 'promise-online-detail',
    lazy: lazyPage(() => import('./TemplateDetailPage')),
    loader: templateLoader,
    handle: { name: 'PromiseOnlineDetail', title: '承诺书模板', pageTitleEng: 'Commitment Template', ...inArea },
  },
  {
    path: 'promise-online',
    lazy: lazyPage(() => import('./PromiseOnlinePage')),
    loader: promiseOnlineLoader,
    handle: { name: 'PromiseOnline', title: '在线承诺', pageTitleEng: 'Sign a Commitment Online', ...inArea },
  },
  {
    path: 'promise-publicity',
    lazy: lazyPage(() => import('./PublicityListPage').then((m) => ({ Component: m.PromisePublicityPage }))),
    loader: publicityListLoader('PromisePublicity'),
    handle: { name: 'PromisePublicity', title: '承诺公示', pageTitleEng: 'Commitment Publicity', ...inArea },
  },
  {
    // One commitment as published: the page of /credit-publicity-read (pages/publicity), reused.
    path: 'credit-publicity-detail',
    lazy: lazyPage(() => import('./CommitmentReadPage')),
    loader: commitmentReadLoader,
    handle: { name: 'CreditPublicityDetail', title: '承诺书详情', pageTitleEng: 'Credit Commitment', ...inArea },
  },
  {
    path: 'commitent-feedback',
    lazy: lazyPage(() => import('./FeedbackFormPage')),
    handle: { name: 'CommitentFeedback', title: '承诺反馈', pageTitleEng: 'Fulfilment Feedback', ...inArea },
  },
  {
    path: 'feedback-submit-success',
    lazy: lazyPage(() => import('./FeedbackReceiptPage')),
    loader: ownFeedbackLoader,
    handle: { name: 'FeedbackSubmitSuccess', title: '提交成功', pageTitleEng: 'Feedback Received', ...inArea },
  },
  {
    path: 'commitent-inquire',
    lazy: lazyPage(() => import('./FeedbackInquiryPage')),
    handle: { name: 'CommitentInquire', title: '承诺查询', pageTitleEng: 'Feedback Inquiry', ...inArea, keepAlive: true },
  },
  {
    path: 'feedback-info',
    lazy: lazyPage(() => import('./PublicityListPage').then((m) => ({ Component: m.FeedbackInfoPage }))),
    loader: publicityListLoader('FeedbackInfo'),
    handle: { name: 'FeedbackInfo', title: '履约情况', pageTitleEng: 'Fulfilment Results', ...inArea },
  },
  {
    path: 'view-info-list',
    lazy: lazyPage(() => import('./MyFeedbackPage')),
    loader: myFeedbackLoader,
    handle: { name: 'ViewInfoList', title: '我的反馈', pageTitleEng: 'My Feedback', ...inArea, keepAlive: true },
  },
  {
    path: 'view-info-item',
    lazy: lazyPage(() => import('./FeedbackItemPage')),
    loader: ownFeedbackLoader,
    handle: { name: 'ViewInfoItem', title: '反馈详情', pageTitleEng: 'Feedback Details', ...inArea },
  },
  {
    path: 'credit-dishonest',
    lazy: lazyPage(() => import('./PublicityListPage').then((m) => ({ Component: m.CreditDishonestPage }))),
    loader: publicityListLoader('CreditDishonest'),
    handle: { name: 'CreditDishonest', title: '违诺失信', pageTitleEng: 'Broken Commitments', ...inArea },
  },
];

export const area: Area = {
  name: 'commitment',
  routes: [...inLayout('content', contentRoutes)],
};
