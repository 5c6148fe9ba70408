// /credit-plus-home
import type { RouteMeta } from '../../../shell/meta';
import { creditPlusHomeLoader } from '../loaders';

export { Component as default } from '../CreditPlusHomePage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusHome', title: '信用+', pageTitleEng: 'Credit Plus', menuValue: CREDIT_PLUS };

export const loader = creditPlusHomeLoader;
export const clientLoader = creditPlusHomeLoader;
