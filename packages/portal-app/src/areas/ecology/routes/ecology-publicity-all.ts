// /ecology-publicity-all
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { EVALUATION_PATH, ECOLOGY_INDUSTRY, EVALUATION_COLUMNS } from '../ecology';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const ENTERPRISE_HINT = '企业名称或统一社会信用代码';

const route = recordRoute('ecology-publicity-all', '全部评价结果', 'All Evaluation Results', { path: EVALUATION_PATH, query: { industry: ECOLOGY_INDUSTRY }, columns: EVALUATION_COLUMNS, keywordHint: ENTERPRISE_HINT }, { name: 'EcologyPublicityAll', pageTitle: '企业环境信用评价结果（全部）', menuValue: '/ecology-publicity', oldRouter: true });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
