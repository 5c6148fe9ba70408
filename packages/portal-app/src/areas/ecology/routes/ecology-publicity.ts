// /ecology-publicity
import type { RouteMeta } from '../../../shell/meta';
import { evaluationResultsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EvaluationResultsPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EcologyPublicity', title: '企业环境信用评价结果', pageTitleEng: 'Environmental Credit Evaluation', menuValue: '/ecology-publicity' };

export const loader = settled(evaluationResultsLoader);
export const clientLoader = evaluationResultsLoader;
