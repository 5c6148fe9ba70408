// /dishonest-person
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const dishonestPersonDetailHref = (row: { id?: unknown }) => `/dishonest-person-detail?id=${encodeURIComponent(String(row.id ?? ''))}`;

const route = recordRoute('dishonest-person', '失信被执行人', 'Dishonest Judgment Debtors', {
    path: '/cmpinternetportalfront/mistrustperson/page',
    columns: [
      { key: 'name', title: '被执行人姓名/名称' },
      { key: 'idNumber', title: '证件号码/统一社会信用代码', nowrap: true },
      { key: 'court', title: '执行法院' },
      { key: 'caseNo', title: '案号' },
      { key: 'filedDate', title: '立案时间', nowrap: true },
      { key: 'publishedAt', title: '发布时间', nowrap: true },
    ],
    keywordHint: '姓名、名称或案号',
    linkColumn: 'name',
    detailHref: dishonestPersonDetailHref,
  });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
