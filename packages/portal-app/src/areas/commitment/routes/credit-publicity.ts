// /credit-publicity
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = recordRoute('credit-publicity', '信用公示', 'Credit Commitment Publicity', {
      path: '/cmpinternetportalfront/promiseapplypublicity/page',
      columns: [
        { key: 'commitmentNo', title: '承诺编号', nowrap: true },
        { key: 'subjectName', title: '承诺主体' },
        { key: 'subjectCode', title: '统一社会信用代码/身份证号码', nowrap: true },
        { key: 'matter', title: '承诺事项' },
        { key: 'templateTitle', title: '承诺书' },
        { key: 'signDate', title: '承诺日期', nowrap: true },
        { key: 'status', title: '状态' },
      ],
      keywordHint: '主体名称或承诺事项',
      linkColumn: 'templateTitle',
      detailHref: (row) => `/credit-publicity-read?id=${encodeURIComponent(String(row.id ?? ''))}`,
    }, { name: 'CreditPublicity', pageTitle: '信用承诺公示' });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
