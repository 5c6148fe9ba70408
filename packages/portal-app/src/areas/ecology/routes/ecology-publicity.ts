// /ecology-publicity
import type { RouteMeta } from '../../../shell/meta';
import { evaluationResultsLoader } from '../loaders';

export { Component as default } from '../EvaluationResultsPage';

export const handle: RouteMeta = { name: 'EcologyPublicity', title: '企业环境信用评价结果', pageTitleEng: 'Environmental Credit Evaluation', menuValue: '/ecology-publicity' };

export const loader = evaluationResultsLoader;
export const clientLoader = evaluationResultsLoader;
