// Credit commitment (spec §2 'Credit commitment'): online commitments, their publicity, feedback and inquiry.
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import { lazyPage } from '../../shell/lazyPage';
import type { PortalRoute } from '../../shell/meta';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const area = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

const templateCatalog = lazyPage(() => import('./TemplateCatalogPage'));
// The publicity of signed commitments, in three lists: all, by fulfilment result, and 未履约.
const publicityList = lazyPage(() => import('./PublicityListPage'));

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [
  {
    path: 'credit-commitment',
    lazy: lazyPage(() => import('./CommitmentHubPage')),
    handle: { name: 'CreditCommitment', title: '信用承诺', pageTitleEng: 'Credit Commitment', menuValue: COMMITMENT_TAB },
  },
  {
    path: 'credit-commitment-index',
    lazy: templateCatalog,
    handle: { name: 'CreditCommitmentIndex', title: '承诺目录', pageTitleEng: 'Commitment Catalogue', ...area },
  },
  {
    path: 'promise-application-scenarios',
    lazy: templateCatalog,
    handle: { name: 'PromiseApplicationScenarios', title: '应用场景', pageTitleEng: 'Application Scenarios', ...area },
  },
  {
    path: 'promise-online-detail',
    lazy: lazyPage(() => import('./TemplateDetailPage')),
    handle: { name: 'PromiseOnlineDetail', title: '承诺书模板', pageTitleEng: 'Commitment Template', ...area },
  },
  {
    path: 'promise-online',
    lazy: lazyPage(() => import('./PromiseOnlinePage')),
    handle: { name: 'PromiseOnline', title: '在线承诺', pageTitleEng: 'Sign a Commitment Online', ...area },
  },
  {
    path: 'promise-publicity',
    lazy: publicityList,
    handle: { name: 'PromisePublicity', title: '承诺公示', pageTitleEng: 'Commitment Publicity', ...area },
  },
  {
    // One commitment as published: the page of /credit-publicity-read (pages/publicity), reused.
    path: 'credit-publicity-detail',
    lazy: lazyPage(() => import('./CommitmentReadPage')),
    handle: { name: 'CreditPublicityDetail', title: '承诺书详情', pageTitleEng: 'Credit Commitment', ...area },
  },
  {
    path: 'commitent-feedback',
    lazy: lazyPage(() => import('./FeedbackFormPage')),
    handle: { name: 'CommitentFeedback', title: '承诺反馈', pageTitleEng: 'Fulfilment Feedback', ...area },
  },
  {
    path: 'feedback-submit-success',
    lazy: lazyPage(() => import('./FeedbackReceiptPage')),
    handle: { name: 'FeedbackSubmitSuccess', title: '提交成功', pageTitleEng: 'Feedback Received', ...area },
  },
  {
    path: 'commitent-inquire',
    lazy: lazyPage(() => import('./FeedbackInquiryPage')),
    handle: { name: 'CommitentInquire', title: '承诺查询', pageTitleEng: 'Feedback Inquiry', ...area, keepAlive: true },
  },
  {
    path: 'feedback-info',
    lazy: publicityList,
    handle: { name: 'FeedbackInfo', title: '履约情况', pageTitleEng: 'Fulfilment Results', ...area },
  },
  {
    path: 'view-info-list',
    lazy: lazyPage(() => import('./MyFeedbackPage')),
    handle: { name: 'ViewInfoList', title: '我的反馈', pageTitleEng: 'My Feedback', ...area, keepAlive: true },
  },
  {
    path: 'view-info-item',
    lazy: lazyPage(() => import('./FeedbackItemPage')),
    handle: { name: 'ViewInfoItem', title: '反馈详情', pageTitleEng: 'Feedback Details', ...area },
  },
  {
    path: 'credit-dishonest',
    lazy: publicityList,
    handle: { name: 'CreditDishonest', title: '违诺失信', pageTitleEng: 'Broken Commitments', ...area },
  },
];
export const otherRoutes: PortalRoute[] = [];
