// Publicity (spec §2): the public lists as record tables and their details, member units, the city ranking.
import { abnormalEntryLoader, cityRankingLoader, dishonestDebtorLoader, memberUnitsLoader, shouldMemberUnitsRevalidate } from './loaders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { pageRoute, recordRoute } from '../../views/builders';

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

const contentRoutes: PortalRoute[] = [
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
  pageRoute('unusual-directory-detail', () => import('./AbnormalDetailPage'), { name: 'UnusualDirectoryDetail', title: '名录详情', pageTitleEng: 'Directory Entry', oldRouter: true }, abnormalEntryLoader),
];
const otherRoutes: PortalRoute[] = [
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
  pageRoute('dishonest-person-detail', () => import('./DishonestPersonDetailPage'), { name: 'DishonestPersonDetail', title: '失信被执行人详情', oldRouter: true }, dishonestDebtorLoader),
  { ...pageRoute('member-unit', () => import('./MemberUnitPage'), { name: 'MemberUnit', title: '成员单位', pageTitleEng: 'Member Units', oldRouter: true }, memberUnitsLoader), shouldRevalidate: shouldMemberUnitsRevalidate },
  pageRoute('city-rank', () => import('./CityRankPage'), { name: 'CityRank', title: '城市信用排名', pageTitleEng: 'City Credit Ranking', oldRouter: true }, cityRankingLoader),
];

export const area: Area = {
  name: 'publicity',
  routes: [...inLayout('content', contentRoutes), ...inLayout('other', otherRoutes)],
};
