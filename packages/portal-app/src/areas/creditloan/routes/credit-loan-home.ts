// /credit-loan-home
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanHomeLoader } from '../loaders';

export { Component as default } from '../CreditLoanHomePage';

export const handle: RouteMeta = { name: 'CreditLoanHome', title: '信用贷', pageTitleEng: 'Credit Loan', menuValue: '/credit-loan-home' };

export const loader = creditLoanHomeLoader;
export const clientLoader = creditLoanHomeLoader;
