// /user
import type { RouteMeta } from '../../../shell/meta';
import { userCentreLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { formActions } from '../../../submission/action';
import { formClientActions } from '../../../submission/clientAction';
import { SHARE, STOP_SHARE, shareAction, shareClientAction, stopShareAction } from '../../../creditreports/sharing';

export { Component as default } from '../UserCentrePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true };

// Login-required: an anonymous visitor goes to the single sign-on from here.
const load = loginRequired(userCentreLoader);
export const loader = settled(load);
export const clientLoader = load;

// The 信用报告申请 panel's forms sent without the page's script: sharing a report and ending a share.
export const action = formActions({ [SHARE]: shareAction, [STOP_SHARE]: stopShareAction });
// With the page's script, 共享 posts its values here; 停止共享's form data goes to the same action as without
// it (it reads the share's id and calls the back end, which the browser can as well).
export const clientAction = formClientActions({ [SHARE]: shareClientAction, [STOP_SHARE]: stopShareAction });
