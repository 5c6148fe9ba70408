// /medical-insurance-score
import type { RouteMeta } from '../../../shell/meta';
import { medicalScoreLoader } from '../scoreLoader';
import { MEDICAL_TABS } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ScorePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'MedicalInsuranceScore', title: '信用评价', pageTitle: '定点医药机构信用评价', pageTitleEng: 'Credit Evaluation', menuValue: MEDICAL_TABS.score };

export const loader = settled(medicalScoreLoader);
export const clientLoader = medicalScoreLoader;
