// /credit-plus-bike
import type { RouteMeta } from '../../../shell/meta';
import { bikeIntroLoader } from '../loaders';

export { Component as default } from '../BikeIntroPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusBike', title: '信用+共享单车', pageTitleEng: 'Credit Plus Bicycles', menuValue: CREDIT_PLUS };

export const loader = bikeIntroLoader;
export const clientLoader = bikeIntroLoader;
