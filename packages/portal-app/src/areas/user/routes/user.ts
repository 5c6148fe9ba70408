// /user
import type { RouteMeta } from '../../../shell/meta';
import { userCentreLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { formActions, intentOf, submissionAction } from '../../../submission/action';
import type { ClientActionFunctionArgs } from 'react-router';
import { SHARE, STOP_SHARE, sharedReportForm, stopShareAction } from '../../../creditreports/sharing';
import { READ, readAction } from '../messageRead';

export { Component as default } from '../UserCentrePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true };

// Login-required: an anonymous visitor goes to the single sign-on from here.
const load = loginRequired(userCentreLoader);
export const loader = settled(load);
export const clientLoader = load;

// The panels' forms sent without the page's script: sharing a report, ending a share (信用报告申请), and
// 标为已读 (消息中心).
export const action = formActions({ [SHARE]: submissionAction(sharedReportForm), [STOP_SHARE]: stopShareAction, [READ]: readAction });
// With the page's script: 标为已读, the default panel's form, is sent at once (its form data go to the same
// action as without the script: it reads the ids and calls the back end, which the browser can as well);
// the report sharing's forms load their code (../clientActions.ts, the form kit) with the first one sent.
export const clientAction = async (args: ClientActionFunctionArgs) =>
  intentOf(new URL(args.request.url).search) === READ ? readAction(args) : (await import('../clientActions')).sharingClientAction(args);
