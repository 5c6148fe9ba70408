// /credit-report
import type { RouteMeta } from '../../../shell/meta';
import { creditReportLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { formActions, submissionAction } from '../../../submission/action';
import { REPORT_APPLY, reportApplyForm } from '../ReportApplyForm';

export { Component as default } from '../CreditReportPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditReport', title: '信用报告', pageTitleEng: 'Credit Report' };

export const loader = settled(creditReportLoader);
export const clientLoader = creditReportLoader;

// The application sent without the page's script: checked and sent on the server; the page's other
// forms (sharing a report) are sent from the browser (given back filled in without its script).
export const action = formActions({ [REPORT_APPLY]: submissionAction(reportApplyForm) });
