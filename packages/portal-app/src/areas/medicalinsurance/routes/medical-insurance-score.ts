// /medical-insurance-score
import type { RouteMeta } from '../../../shell/meta';
import { medicalScoreLoader } from '../loaders';
import { MEDICAL_TABS } from '../medical';

export { Component as default } from '../ScorePage';

export const handle: RouteMeta = { name: 'MedicalInsuranceScore', title: '信用评价', pageTitle: '定点医药机构信用评价', pageTitleEng: 'Credit Evaluation', menuValue: MEDICAL_TABS.score };

export const loader = medicalScoreLoader;
export const clientLoader = medicalScoreLoader;
