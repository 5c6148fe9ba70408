// /credit-leavemessageedit
import type { RouteMeta } from '../../../shell/meta';
import { viewerLoader } from '../../../shell/session';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { leaveMessageForm } from '../messageForm';

export { Component as default } from '../LeaveMessageFormPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'CreditLeaveMessageEdit', title: '我要留言', pageTitleEng: 'Leave a Message', menuValue: MESSAGES_TAB, oldRouter: true };

// The form sent without the page's script: checked and sent on the server.
export const action = submissionAction(leaveMessageForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(leaveMessageForm);

// Who visits (the form's 登录 notice is an anonymous visitor's): decided here, read by the page.
export const loader = viewerLoader;
export const clientLoader = viewerLoader;
