// /medical-insurance-statistic
import type { RouteMeta } from '../../../shell/meta';
import { medicalStatisticLoader } from '../loaders';
import { MEDICAL_TABS } from '../medical';

export { Component as default } from '../StatisticPage';

export const handle: RouteMeta = { name: 'MedicalInsuranceStatistic', title: '医保统计', pageTitleEng: 'Medical Insurance Statistics', menuValue: MEDICAL_TABS.statistic };

export const loader = medicalStatisticLoader;
export const clientLoader = medicalStatisticLoader;
