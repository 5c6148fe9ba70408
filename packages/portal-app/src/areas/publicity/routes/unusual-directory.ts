// /unusual-directory
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';
import { CREDIT_CODE_COLUMN } from '../../../views/columns';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const ABNORMAL_COLUMNS = [
  { key: 'subjectName', title: '主体名称' },
  CREDIT_CODE_COLUMN,
  { key: 'reason', title: '列入原因' },
  { key: 'listedDate', title: '列入日期', nowrap: true },
  { key: 'organName', title: '作出决定机关' },
];
/** Detail pages of the public lists (spec §2), linked from each row's name. */
const abnormalDetailHref = (row: { id?: unknown }) => `/unusual-directory-detail?id=${encodeURIComponent(String(row.id ?? ''))}`;

const route = recordRoute('unusual-directory', '经营异常名录', 'Abnormal Operation Directory', { path: '/cmpinternetportalfront/abnormal/page', query: { listType: 1 }, columns: ABNORMAL_COLUMNS, keywordHint: '主体名称或统一社会信用代码', linkColumn: 'subjectName', detailHref: abnormalDetailHref }, { keepAlive: true });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
