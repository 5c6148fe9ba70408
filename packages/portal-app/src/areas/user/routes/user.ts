// /user
import type { RouteMeta } from '../../../shell/meta';
import { userCentreLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { formActions } from '../../../submission/action';
import { formClientActions } from '../../../submission/clientAction';
import { SHARE, STOP_SHARE, shareAction, shareClientAction, stopShareAction } from '../../../creditreports/sharing';
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
export const action = formActions({ [SHARE]: shareAction, [STOP_SHARE]: stopShareAction, [READ]: readAction });
// With the page's script, 共享 posts its values here; 停止共享's and 标为已读's form data go to the same
// actions as without it (they read the ids and call the back end, which the browser can as well).
export const clientAction = formClientActions({ [SHARE]: shareClientAction, [STOP_SHARE]: stopShareAction, [READ]: readAction });
