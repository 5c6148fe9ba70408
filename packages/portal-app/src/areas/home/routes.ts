// Content pages of the main portal: about-us, statement, credit repair, publicity and the other single pages (spec §2).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import { listRoute, recordRoute } from '../../views/builders';
import { lazyPage } from '../../shell/lazyPage';
import type { PortalRoute } from '../../shell/meta';

// The footer's single pages: a CMS classification of one article each, shown like /content-detail.
const singlePage = lazyPage(() => import('../../views/SinglePage'));
// The 双公示 tab of the navigation (as the other double-publicity routes in index.ts).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

export const mainRoutes: PortalRoute[] = [
  { path: 'about-us', lazy: singlePage, handle: { name: 'AboutUs', title: '关于我们', classification: '关于我们' } },
  { path: 'website-statement', lazy: singlePage, handle: { name: 'WebsiteStatement', title: '网站声明', classification: '网站声明' } },
  // 信用服务 (spec §2): the new-style credit query page; its name switches the main layout's new-style state.
  {
    path: 'new-code-publicity',
    lazy: lazyPage(() => import('../search/NewCodePublicityPage')),
    handle: { name: 'NewCodePublicity', title: '信用服务', pageTitleEng: 'Credit Service', keepAlive: true },
  },
];
export const contentRoutes: PortalRoute[] = [
  // Lists of CMS classifications in the generic list view (spec §2 double publicity, "Other pages").
  listRoute('double-publicity-news', '双公示动态', 'Double Publicity News', { name: 'DoublePublicityNews', menuValue: DOUBLE_PUBLICITY_TAB }),
  // The register of credit service agencies (备案信息公示): no operation lists them, the CMS publishes one notice per agency.
  listRoute('intermediary-organ', '信用服务机构', 'Credit Service Agencies', { name: 'IntermediaryOrgan' }),
  // Forms and templates, each article with its file for the public file download.
  listRoute('data-download', '数据下载', 'Downloads', { name: 'DataDownload' }),
  listRoute('xinyi-plus', '信易+', 'Credit Plus Services', { name: 'XinyiPlus' }),
  listRoute('personal-credit', '个人信用', 'Personal Credit', { name: 'PersonalCredit' }),
  listRoute('contract-policy', '合同履约政策', 'Contract Performance Policies', { name: 'ContractPolicy' }),
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
    lazy: lazyPage(() => import('../commitment/CommitmentReadPage')),
    handle: { name: 'CreditPublicityRead', title: '承诺书详情', pageTitleEng: 'Credit Commitment', oldRouter: true, menuValue: '/credit-publicity' },
  },
];
export const otherRoutes: PortalRoute[] = [];
