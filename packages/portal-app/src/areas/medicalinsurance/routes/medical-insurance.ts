// /medical-insurance
import type { RouteMeta } from '../../../shell/meta';
import { medicalHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MedicalHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'MedicalInsurance', title: '医保信用', pageTitleEng: 'Medical Insurance Credit', menuValue: '/medical-insurance' };

export const loader = settled(medicalHomeLoader);
export const clientLoader = medicalHomeLoader;
