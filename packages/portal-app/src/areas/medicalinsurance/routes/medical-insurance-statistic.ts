// /medical-insurance-statistic
import type { RouteMeta } from '../../../shell/meta';
import { medicalStatisticLoader } from '../loaders';
import { MEDICAL_TABS } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../StatisticPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'MedicalInsuranceStatistic', title: '医保统计', pageTitleEng: 'Medical Insurance Statistics', menuValue: MEDICAL_TABS.statistic };

export const loader = settled(medicalStatisticLoader);
export const clientLoader = medicalStatisticLoader;
