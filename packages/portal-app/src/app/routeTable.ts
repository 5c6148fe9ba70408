// The route table as data (STYLE.md "Routes as data"): each entry carries the spec's metadata in
// `handle` and a lazy import of its page module. Routes join the table only when they work end to end.
import { redirect } from 'react-router';
import { AppShell, shellLoader, shouldShellRevalidate } from '../shell/AppShell';
import { HydrateFallback } from '../shell/HydrateFallback';
import { RouteError } from '../shell/RouteError';
import { listRoute, recordRoute } from '../views/builders';
import * as activity from '../areas/activity/routes';
import * as commitment from '../areas/commitment/routes';
import * as creditLoan from '../areas/creditloan/routes';
import * as creditPlus from '../areas/creditplus/routes';
import * as declarations from '../areas/points/routes';
import * as ecology from '../areas/ecology/routes';
import * as eleGuarantee from '../areas/eleguarantee/routes';
import * as farming from '../areas/farming/routes';
import * as freeTradeArea from '../areas/freetradearea/routes';
import * as interaction from '../areas/interaction/routes';
import { lazyPage } from '../shell/lazyPage';
import * as medicalInsurance from '../areas/medicalinsurance/routes';
import * as messages from '../areas/leavemessage/routes';
import * as pages from '../areas/home/routes';
import * as repair from '../areas/repair/routes';
import * as service from '../areas/service/routes';
import * as serviceObjections from '../areas/objections/routes';
import { standaloneRoutes } from '../areas/auth/routes';
import type { PortalRoute } from '../shell/meta';

const enterpriseDetail = lazyPage(() => import('../areas/archives/EnterpriseDetailPage'));

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

// The credit catalogue, the subject groups and contract performance (pages/catalogue).
const subjectGroups = lazyPage(() => import('../areas/catalogue/SubjectGroupPage'));

const RED_BLACK_COLUMNS = [
  { key: 'listTypeName', title: '类别' },
  { key: 'listName', title: '名单名称' },
  { key: 'subjectName', title: '主体名称' },
  { key: 'creditCode', title: '统一社会信用代码' },
  { key: 'organName', title: '认定部门' },
  { key: 'decidedDate', title: '认定日期' },
  { key: 'validUntil', title: '有效期至' },
];
const ABNORMAL_COLUMNS = [
  { key: 'subjectName', title: '主体名称' },
  { key: 'creditCode', title: '统一社会信用代码' },
  { key: 'reason', title: '列入原因' },
  { key: 'listedDate', title: '列入日期' },
  { key: 'organName', title: '作出决定机关' },
];
/** Detail pages of the public lists (spec §2), linked from each row's name. */
const abnormalDetailHref = (row: { id?: unknown }) => `/unusual-directory-detail?id=${encodeURIComponent(String(row.id ?? ''))}`;
const dishonestPersonDetailHref = (row: { id?: unknown }) => `/dishonest-person-detail?id=${encodeURIComponent(String(row.id ?? ''))}`;

/** A group of routes (one file beside this one), placed under the layouts its pages render in. */
interface RouteGroup {
  mainRoutes: PortalRoute[];
  contentRoutes: PortalRoute[];
  otherRoutes: PortalRoute[];
  /** Whole layout routes of the group's own (a sub-site's layout with its pages as children). */
  layoutRoutes?: PortalRoute[];
}
const groups: RouteGroup[] = [
  pages,
  interaction,
  declarations,
  messages,
  repair,
  commitment,
  service,
  serviceObjections,
  creditPlus,
  activity,
  // The sub-sites, each in its own layout.
  ecology,
  freeTradeArea,
  creditLoan,
  medicalInsurance,
  farming,
  eleGuarantee,
];

export const routes: PortalRoute[] = [
  {
    path: '/',
    Component: AppShell,
    loader: shellLoader,
    shouldRevalidate: shouldShellRevalidate,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: lazyPage(() => import('../layouts/MainLayout')),
        children: [
          { index: true, loader: () => redirect('/home') },
          {
            path: 'home',
            lazy: lazyPage(() => import('../areas/home/HomePage')),
            handle: { name: 'Home', title: '首页', menuValue: '/home', hideBread: true },
          },
          {
            path: 'code-publicity',
            lazy: lazyPage(() => import('../areas/search/SubjectSearchPage')),
            handle: { name: 'CodePublicity', title: '信用信息查询', pageTitleEng: 'Credit Information' },
          },
          {
            path: 'enterprise-detail',
            lazy: enterpriseDetail,
            handle: { name: 'EnterpriseDetail', title: '企业信用档案', oldRouter: true },
          },
          {
            path: 'new-enterprise-detail',
            lazy: enterpriseDetail,
            handle: { name: 'NewEnterpriseDetail', title: '企业信用档案', oldRouter: true },
          },
          {
            path: 'code-publicity-resource',
            lazy: lazyPage(() => import('../areas/search/SubjectSearchPage')),
            handle: { name: 'CodePublicityResource', title: '统一社会信用代码查询', pageTitleEng: 'Unified Social Credit Code' },
          },
          ...groups.flatMap((group) => group.mainRoutes),
        ],
      },
      {
        lazy: lazyPage(() => import('../layouts/ContentLayout')),
        children: [
          {
            path: 'full-text-retrieval',
            lazy: lazyPage(() => import('../areas/search/FullTextSearchPage')),
            handle: { name: 'FullTextRetrieval', title: '全文检索', pageTitleEng: 'Full-text Retrieval' },
          },
          // Special topics (spec §2 "Search, topics").
          listRoute('city-credit', '城市信用', 'City Credit'),
          listRoute('industry-credit', '行业信用', 'Industry Credit'),
          listRoute('specialty-improve', '专项整治', 'Special Rectification'),
          listRoute('standard-specification', '标准规范', 'Standards'),
          listRoute('refuse-classification', '垃圾分类', 'Waste Sorting'),
          listRoute('typical-case', '典型案例', 'Typical Cases'),
          listRoute('credit-knowledge', '信用知识', 'Credit Knowledge'),
          listRoute('credit-repair-news', '信用修复', 'Credit Repair'),
          listRoute('common-problem', '常见问题', 'Common Problems'),
          {
            path: 'company-detail',
            lazy: enterpriseDetail,
            handle: { name: 'CompanyDetail', title: '企业信用档案', pageTitleEng: 'Enterprise Credit Archive', oldRouter: true },
          },
          // Publicity (spec §2): the public lists as record tables.
          recordRoute('red-black-publicity', '红黑名单', 'Red and Black Lists', {
            path: '/cmpinternetportalfront/redbalcklist/page',
            columns: RED_BLACK_COLUMNS,
            keywordHint: '主体名称或统一社会信用代码',
          }),
          recordRoute('red-list/index', '红名单', 'Red List', {
            path: '/cmpinternetportalfront/redbalcklist/page',
            query: { listType: 1 },
            columns: RED_BLACK_COLUMNS.slice(1),
            keywordHint: '主体名称或统一社会信用代码',
          }),
          recordRoute('black-list/index', '黑名单', 'Black List', {
            path: '/cmpinternetportalfront/redbalcklist/page',
            query: { listType: 2 },
            columns: RED_BLACK_COLUMNS.slice(1),
            keywordHint: '主体名称或统一社会信用代码',
          }),
          recordRoute(
            'unusual-directory',
            '经营异常名录',
            'Abnormal Operation Directory',
            { path: '/cmpinternetportalfront/abnormal/page', query: { listType: 1 }, columns: ABNORMAL_COLUMNS, keywordHint: '主体名称或统一社会信用代码', linkColumn: 'subjectName', detailHref: abnormalDetailHref },
            { keepAlive: true },
          ),
          recordRoute(
            'major-violate-law',
            '严重违法失信名单',
            'Serious Violations',
            { path: '/cmpinternetportalfront/abnormal/page', query: { listType: 2 }, columns: ABNORMAL_COLUMNS, keywordHint: '主体名称或统一社会信用代码', linkColumn: 'subjectName', detailHref: abnormalDetailHref },
            { keepAlive: true },
          ),
          {
            path: 'unusual-directory-detail',
            lazy: lazyPage(() => import('../areas/publicity/AbnormalDetailPage')),
            handle: { name: 'UnusualDirectoryDetail', title: '名录详情', pageTitleEng: 'Directory Entry', oldRouter: true },
          },
          // Publicity (spec §2): subject groups and contract performance (pages/catalogue).
          {
            path: 'focus_group_of_people',
            lazy: subjectGroups,
            handle: { name: 'FocusGroupOfPeople', title: '重点人群', pageTitleEng: 'Focus Groups' },
          },
          {
            path: 'focus_group_of_people/detail',
            lazy: lazyPage(() => import('../areas/catalogue/SubjectDetailPage')),
            handle: { name: 'FocusGroupOfPeopleDetail', title: '详情', pageTitle: '主体详情', pageTitleEng: 'Subject Details', oldRouter: true },
          },
          {
            path: 'integrityObject',
            lazy: subjectGroups,
            handle: { name: 'IntegrityObject', title: '守信激励对象', pageTitleEng: 'Incentive Objects' },
          },
          {
            path: 'punishmentObject',
            lazy: subjectGroups,
            handle: { name: 'PunishmentObject', title: '失信惩戒对象', pageTitleEng: 'Punishment Objects' },
          },
          {
            path: 'service-contract-performance',
            lazy: lazyPage(() => import('../areas/catalogue/ContractPerformancePage')),
            handle: { name: 'ServiceContractPerformance', title: '合同履约', pageTitleEng: 'Contract Performance' },
          },
          // Double publicity 双公示 (spec §2, pages/doublepublicity). No /double-publicity-news: the CMS has
          // no 双公示 classification for the generic list view to show.
          {
            path: 'double-publicity-catalog',
            lazy: lazyPage(() => import('../areas/doublepublicity/CatalogPage')),
            handle: { name: 'DoublePublicityCatalog', title: '双公示目录', pageTitleEng: 'Double Publicity Catalogue', menuValue: DOUBLE_PUBLICITY_TAB },
          },
          {
            path: 'double-publicity-catalog-index',
            lazy: lazyPage(() => import('../areas/doublepublicity/MatterDirectoryPage')),
            handle: { name: 'DoublePublicityCatalogIndex', title: '双公示事项目录', pageTitleEng: 'Directory of Matters', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB },
          },
          {
            path: 'catalog-detail',
            lazy: lazyPage(() => import('../areas/doublepublicity/MatterDetailPage')),
            handle: { name: 'CatalogDetail', title: '事项详情', pageTitleEng: 'Matter Details', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB },
          },
          {
            path: 'double-publicity-info',
            lazy: lazyPage(() => import('../areas/doublepublicity/InfoPage')),
            handle: { name: 'DoublePublicityInfo', title: '双公示信息', pageTitleEng: 'Permits and Penalties', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB },
          },
          {
            path: 'license-punishment-detail',
            lazy: lazyPage(() => import('../areas/doublepublicity/DetailPage')),
            handle: { name: 'LicensePunishmentDetail', title: '双公示详情', pageTitleEng: 'Permit or Penalty Details', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB },
          },
          {
            path: 'double-publicity-statistics',
            lazy: lazyPage(() => import('../areas/doublepublicity/StatisticsPage')),
            handle: { name: 'DoublePublicityStatistics', title: '双公示统计', pageTitleEng: 'Double Publicity Statistics', menuValue: DOUBLE_PUBLICITY_TAB },
          },
          ...groups.flatMap((group) => group.contentRoutes),
        ],
      },
      {
        lazy: lazyPage(() => import('../layouts/OtherLayout')),
        children: [
          listRoute('credit-dynamics', '信用动态', 'Credit Dynamics', { oldRouter: true }),
          listRoute('policies-regulations', '政策法规', 'Policies and Regulations', { oldRouter: true }),
          listRoute('red-black-news', '红黑榜', 'Red and Black Lists', { oldRouter: true }),
          listRoute('punish-again', '失信惩戒', 'Punishment of Dishonesty', { oldRouter: true }),
          listRoute('credit-announcement', '通知公告', 'Announcements', { oldRouter: true }),
          listRoute('rewards-punishments', '联合奖惩', 'Joint Rewards and Punishments', { oldRouter: true }),
          listRoute('credit-propaganda', '信用宣传', 'Credit Publicity', { oldRouter: true }),
          listRoute('credit-risk', '风险提示', 'Risk Warnings', { oldRouter: true }),
          listRoute('business-environment', '营商环境', 'Business Environment', { oldRouter: true }),
          listRoute('credit-notice', '公示公告', 'Public Notices', { oldRouter: true }),
          listRoute('credit-research', '信用研究', 'Credit Research', { oldRouter: true }),
          listRoute('other-innovation', '创新案例', 'Innovation Cases', { oldRouter: true }),
          listRoute('special-governance', '专项治理', 'Special Governance', { oldRouter: true }),
          listRoute('risk-summary', '失信风险警示', 'Dishonesty Risk Warnings', { oldRouter: true }),
          listRoute('putian-journal', '信用期刊', 'Credit Journal', { oldRouter: true }),
          listRoute('double-random-check', '双随机一公开', 'Double Random Inspection', { oldRouter: true }),
          recordRoute('dishonest-person', '失信被执行人', 'Dishonest Judgment Debtors', {
            path: '/cmpinternetportalfront/mistrustperson/page',
            columns: [
              { key: 'name', title: '被执行人姓名/名称' },
              { key: 'idNumber', title: '证件号码/统一社会信用代码' },
              { key: 'court', title: '执行法院' },
              { key: 'caseNo', title: '案号' },
              { key: 'filedDate', title: '立案时间' },
              { key: 'publishedAt', title: '发布时间' },
            ],
            keywordHint: '姓名、名称或案号',
            linkColumn: 'name',
            detailHref: dishonestPersonDetailHref,
          }),
          // 信用目录 (spec §2 /credit-catalog …, pages/catalogue).
          {
            path: 'credit-catalog',
            lazy: lazyPage(() => import('../areas/catalogue/CreditCatalogPage')),
            handle: { name: 'CreditCatalog', title: '信用目录', menuValue: '/credit-catalog' },
          },
          {
            path: 'credit-catalog-list',
            lazy: lazyPage(() => import('../areas/catalogue/CreditCatalogListPage')),
            handle: { name: 'CreditCatalogList', title: '目录资源', menuValue: '/credit-catalog', oldRouter: true },
          },
          {
            path: 'credit-catalog-detail',
            lazy: lazyPage(() => import('../areas/catalogue/CreditCatalogDetailPage')),
            handle: { name: 'CreditCatalogDetail', title: '资源详情', menuValue: '/credit-catalog', oldRouter: true },
          },
          {
            path: 'dishonest-person-detail',
            lazy: lazyPage(() => import('../areas/publicity/DishonestPersonDetailPage')),
            handle: { name: 'DishonestPersonDetail', title: '失信被执行人详情', oldRouter: true },
          },
          {
            path: 'member-unit',
            lazy: lazyPage(() => import('../areas/publicity/MemberUnitPage')),
            handle: { name: 'MemberUnit', title: '成员单位', pageTitleEng: 'Member Units', oldRouter: true },
          },
          {
            path: 'city-rank',
            lazy: lazyPage(() => import('../areas/publicity/CityRankPage')),
            handle: { name: 'CityRank', title: '城市信用排名', pageTitleEng: 'City Credit Ranking', oldRouter: true },
          },
          {
            // Spec §6: login required; the shell sends anonymous visitors to the single sign-on.
            path: 'user',
            lazy: lazyPage(() => import('../areas/user/UserCentrePage')),
            handle: { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true },
          },
          {
            path: 'content-detail',
            lazy: lazyPage(() => import('../views/ContentDetailPage')),
            handle: { name: 'ContentDetail', title: '详情', oldRouter: true },
          },
          ...groups.flatMap((group) => group.otherRoutes),
        ],
      },
      {
        path: '404',
        lazy: lazyPage(() => import('../areas/auth/NotFoundPage')),
        handle: { name: 'NotFound', title: '404 页面不存在', hideBread: true },
      },
      ...groups.flatMap((group) => group.layoutRoutes ?? []),
      ...standaloneRoutes,
      // Unknown paths go to /404 (spec §2).
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
