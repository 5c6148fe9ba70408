// /ecology-ep-honest
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { EVALUATION_PATH, ECOLOGY_INDUSTRY, EVALUATION_COLUMNS } from '../ecology';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const ENTERPRISE_HINT = '企业名称或统一社会信用代码';

const route = recordRoute('ecology-ep-honest', '环保诚信企业', 'Environmentally Honest Enterprises', { path: EVALUATION_PATH, query: { industry: ECOLOGY_INDUSTRY, grade: 'A' }, columns: EVALUATION_COLUMNS, keywordHint: ENTERPRISE_HINT }, { name: 'EcologyEpHonest', menuValue: '/ecology-ep-honest' });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
