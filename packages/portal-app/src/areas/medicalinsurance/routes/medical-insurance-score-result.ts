// /medical-insurance-score-result
import type { RouteMeta } from '../../../shell/meta';
import { scoreResultsLoader } from '../loaders';
import { MEDICAL_TABS } from '../medical';

export { Component as default } from '../ScoreResultPage';

export const handle: RouteMeta = { name: 'MedicalInsuranceScoreResult', title: '评价结果', pageTitle: '定点医药机构信用评价结果', pageTitleEng: 'Evaluation Results', menuValue: MEDICAL_TABS.scoreResult };

export const loader = scoreResultsLoader;
export const clientLoader = scoreResultsLoader;
