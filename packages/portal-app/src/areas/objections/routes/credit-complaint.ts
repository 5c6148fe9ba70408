// /credit-complaint
import type { RouteMeta } from '../../../shell/meta';
import { viewerLoader } from '../../../shell/session';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { complaintForm } from '../CreditComplaintPage';

export { Component as default } from '../CreditComplaintPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'CreditComplaint', title: '信用投诉', pageTitleEng: 'Credit Complaint', menuValue: SERVICE_TAB, oldRouter: true };

// The complaint sent without the page's script: files stored, checked and sent on the server.
export const action = submissionAction(complaintForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(complaintForm);

// Who visits (the form's 登录 notice is an anonymous visitor's): decided here, read by the page.
export const loader = viewerLoader;
export const clientLoader = viewerLoader;
