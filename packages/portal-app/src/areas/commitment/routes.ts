// Credit commitment (spec §2 'Credit commitment'): online commitments, their publicity, feedback and inquiry.
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
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
import { pageRoute, recordRoute } from '../../views/builders';
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
  pageRoute('credit-publicity-read', () => import('./CommitmentReadPage'), { name: 'CreditPublicityRead', title: '承诺书详情', pageTitleEng: 'Credit Commitment', oldRouter: true, menuValue: '/credit-publicity' }, commitmentReadLoader),
  pageRoute('credit-commitment', () => import('./CommitmentHubPage'), { name: 'CreditCommitment', title: '信用承诺', pageTitleEng: 'Credit Commitment', menuValue: COMMITMENT_TAB }, commitmentHubLoader),
  pageRoute('credit-commitment-index', () => import('./TemplateCatalogPage').then((m) => ({ Component: m.CommitmentIndexPage })), { name: 'CreditCommitmentIndex', title: '承诺目录', pageTitleEng: 'Commitment Catalogue', ...inArea }, templateCatalogLoader(false)),
  pageRoute('promise-application-scenarios', () => import('./TemplateCatalogPage').then((m) => ({ Component: m.ApplicationScenariosPage })), { name: 'PromiseApplicationScenarios', title: '应用场景', pageTitleEng: 'Application Scenarios', ...inArea }, templateCatalogLoader(true)),
  pageRoute('promise-online-detail', () => import('./TemplateDetailPage'), { name: 'PromiseOnlineDetail', title: '承诺书模板', pageTitleEng: 'Commitment Template', ...inArea }, templateLoader),
  pageRoute('promise-online', () => import('./PromiseOnlinePage'), { name: 'PromiseOnline', title: '在线承诺', pageTitleEng: 'Sign a Commitment Online', ...inArea }, promiseOnlineLoader),
  pageRoute('promise-publicity', () => import('./PublicityListPage').then((m) => ({ Component: m.PromisePublicityPage })), { name: 'PromisePublicity', title: '承诺公示', pageTitleEng: 'Commitment Publicity', ...inArea }, publicityListLoader('PromisePublicity')),
  // One commitment as published: the page of /credit-publicity-read (pages/publicity), reused.
  pageRoute('credit-publicity-detail', () => import('./CommitmentReadPage'), { name: 'CreditPublicityDetail', title: '承诺书详情', pageTitleEng: 'Credit Commitment', ...inArea }, commitmentReadLoader),
  pageRoute('commitent-feedback', () => import('./FeedbackFormPage'), { name: 'CommitentFeedback', title: '承诺反馈', pageTitleEng: 'Fulfilment Feedback', ...inArea }),
  pageRoute('feedback-submit-success', () => import('./FeedbackReceiptPage'), { name: 'FeedbackSubmitSuccess', title: '提交成功', pageTitleEng: 'Feedback Received', ...inArea }, ownFeedbackLoader),
  pageRoute('commitent-inquire', () => import('./FeedbackInquiryPage'), { name: 'CommitentInquire', title: '承诺查询', pageTitleEng: 'Feedback Inquiry', ...inArea, keepAlive: true }),
  pageRoute('feedback-info', () => import('./PublicityListPage').then((m) => ({ Component: m.FeedbackInfoPage })), { name: 'FeedbackInfo', title: '履约情况', pageTitleEng: 'Fulfilment Results', ...inArea }, publicityListLoader('FeedbackInfo')),
  pageRoute('view-info-list', () => import('./MyFeedbackPage'), { name: 'ViewInfoList', title: '我的反馈', pageTitleEng: 'My Feedback', ...inArea, keepAlive: true }, myFeedbackLoader),
  pageRoute('view-info-item', () => import('./FeedbackItemPage'), { name: 'ViewInfoItem', title: '反馈详情', pageTitleEng: 'Feedback Details', ...inArea }, ownFeedbackLoader),
  pageRoute('credit-dishonest', () => import('./PublicityListPage').then((m) => ({ Component: m.CreditDishonestPage })), { name: 'CreditDishonest', title: '违诺失信', pageTitleEng: 'Broken Commitments', ...inArea }, publicityListLoader('CreditDishonest')),
];

export const area: Area = {
  name: 'commitment',
  routes: [...inLayout('content', contentRoutes)],
};
