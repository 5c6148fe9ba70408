// /medical-insurance/score-result
import type { RouteMeta } from '../../../shell/meta';
import { scoreResultsLoader } from '../loaders';
import { MEDICAL_TABS } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ScoreResultPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'MedicalScoreResult', title: '评价结果', pageTitle: '定点医药机构信用评价结果', pageTitleEng: 'Evaluation Results', menuValue: MEDICAL_TABS.scoreResult, oldRouter: true };

export const loader = settled(scoreResultsLoader);
export const clientLoader = scoreResultsLoader;
