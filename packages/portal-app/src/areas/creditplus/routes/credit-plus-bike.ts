// /credit-plus-bike
import type { RouteMeta } from '../../../shell/meta';
import { bikeIntroLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../BikeIntroPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBike', title: '信用+共享单车', pageTitleEng: 'Credit Plus Bicycles', menuValue: CREDIT_PLUS };

export const loader = settled(bikeIntroLoader);
export const clientLoader = bikeIntroLoader;
