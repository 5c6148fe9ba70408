// /credit-report
import type { RouteMeta } from '../../../shell/meta';
import { creditReportLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { formActions, submissionAction } from '../../../submission/action';
import { formClientActions, submissionClientAction } from '../../../submission/clientAction';
import { REPORT_APPLY, reportApplyForm } from '../ReportApplyForm';
import { SHARE, STOP_SHARE, sharedReportForm, shareClientAction, stopShareAction } from '../../../creditreports/sharing';

export { Component as default } from '../CreditReportPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditReport', title: '信用报告', pageTitleEng: 'Credit Report' };

export const loader = settled(creditReportLoader);
export const clientLoader = creditReportLoader;

// The page's forms sent without its script, each checked and sent on the server: the application, and
// sharing a report of 我的申请 and ending a share.
export const action = formActions({ [REPORT_APPLY]: submissionAction(reportApplyForm), [SHARE]: submissionAction(sharedReportForm), [STOP_SHARE]: stopShareAction });
// With the page's script, 共享 and the application post their values here; 停止共享's form data goes to the
// same action as without it (it reads the share's id and calls the back end, which the browser can as well).
export const clientAction = formClientActions({ [REPORT_APPLY]: submissionClientAction(reportApplyForm), [SHARE]: shareClientAction, [STOP_SHARE]: stopShareAction });
