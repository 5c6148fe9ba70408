// /red-list/index
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';
import { CREDIT_CODE_COLUMN } from '../../../views/columns';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const RED_BLACK_COLUMNS = [
  { key: 'listTypeName', title: '类别' },
  { key: 'listName', title: '名单名称' },
  { key: 'subjectName', title: '主体名称' },
  CREDIT_CODE_COLUMN,
  { key: 'organName', title: '认定部门' },
  { key: 'decidedDate', title: '认定日期', nowrap: true },
  { key: 'validUntil', title: '有效期至', nowrap: true },
];

const route = recordRoute('red-list/index', '红名单', 'Red List', {
    path: '/cmpinternetportalfront/redbalcklist/page',
    query: { listType: 1 },
    columns: RED_BLACK_COLUMNS.slice(1),
    keywordHint: '主体名称或统一社会信用代码',
  });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
