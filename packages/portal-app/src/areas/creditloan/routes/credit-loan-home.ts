// /credit-loan-home
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditLoanHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditLoanHome', title: '信用贷', pageTitleEng: 'Credit Loan', menuValue: '/credit-loan-home' };

export const loader = settled(creditLoanHomeLoader);
export const clientLoader = creditLoanHomeLoader;
