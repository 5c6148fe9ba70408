// /credit-loan-service
import type { RouteMeta } from '../../../shell/meta';
import { creditLoanServiceLoader } from '../loaders';

export { Component as default } from '../ServicePage';

export const handle: RouteMeta = { name: 'CreditLoanService', title: '特色服务', pageTitleEng: 'Special Services', menuValue: '/credit-loan-service' };

export const loader = creditLoanServiceLoader;
export const clientLoader = creditLoanServiceLoader;
