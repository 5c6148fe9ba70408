// /ecology-ep-dishonest
import type { RouteMeta } from '../../../shell/meta';
import { recordRoute } from '../../../views/builders';
import { PENALTY_PATH, PENALTY_COLUMNS, penaltyHref } from '../ecology';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/RecordListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = recordRoute('ecology-ep-dishonest', '环境违法企业', 'Environmental Violators', { path: PENALTY_PATH, columns: PENALTY_COLUMNS, keywordHint: '企业名称、统一社会信用代码或决定书文号', linkColumn: 'subjectName', detailHref: penaltyHref }, { name: 'EcologyEpDishonest', menuValue: '/ecology-ep-dishonest' });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
