// /medical-insurance
import type { RouteMeta } from '../../../shell/meta';
import { medicalHomeLoader } from '../loaders';

export { Component as default } from '../MedicalHomePage';

export const handle: RouteMeta = { name: 'MedicalInsurance', title: '医保信用', pageTitleEng: 'Medical Insurance Credit', menuValue: '/medical-insurance' };

export const loader = medicalHomeLoader;
export const clientLoader = medicalHomeLoader;
