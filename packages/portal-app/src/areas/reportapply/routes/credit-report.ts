// /credit-report
import type { RouteMeta } from '../../../shell/meta';
import { creditReportLoader } from '../loaders';

export { Component as default } from '../CreditReportPage';

export const handle: RouteMeta = { name: 'CreditReport', title: '信用报告', pageTitleEng: 'Credit Report' };

export const loader = creditReportLoader;
export const clientLoader = creditReportLoader;
