// /credit-loan-mechanism
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanInstitutionsLoader } from '../loaders';

export { Component as default } from '../MechanismPage';

export const handle: RouteMeta = { name: 'CreditLoanMechanism', title: '金融机构', pageTitleEng: 'Financial Institutions', menuValue: '/credit-loan-mechanism' };

export const loader = creditLoanInstitutionsLoader;
export const clientLoader = creditLoanInstitutionsLoader;
