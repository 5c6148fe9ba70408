// /credit-loan-mechanism
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanInstitutionsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MechanismPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditLoanMechanism', title: '金融机构', pageTitleEng: 'Financial Institutions', menuValue: '/credit-loan-mechanism' };

export const loader = settled(creditLoanInstitutionsLoader);
export const clientLoader = creditLoanInstitutionsLoader;
