// /user
import type { RouteMeta } from '../../../shell/meta';
import { userCentreLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { formActions } from '../../../submission/action';
import type { ClientActionFunctionArgs } from 'react-router';
import { SHARE, STOP_SHARE, shareAction, stopShareAction } from '../../../creditreports/sharing';
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
// With the page's script (../clientActions.ts): its code (the report sharing's form kit) loads with the
// first form sent, not with the page, whose default panel has no form of the kit.
export const clientAction = async (args: ClientActionFunctionArgs) => (await import('../clientActions')).userClientAction(args);
