// /credit-loan-service
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanServiceLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ServicePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditLoanService', title: '特色服务', pageTitleEng: 'Special Services', menuValue: '/credit-loan-service' };

export const loader = settled(creditLoanServiceLoader);
export const clientLoader = creditLoanServiceLoader;
