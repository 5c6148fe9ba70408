// /credit-plus-home
import type { RouteMeta } from '../../../shell/meta';
import { creditPlusHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditPlusHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusHome', title: '信用+', pageTitleEng: 'Credit Plus', menuValue: CREDIT_PLUS };

export const loader = settled(creditPlusHomeLoader);
export const clientLoader = creditPlusHomeLoader;
