// /repair-program-application
import type { RouteMeta } from '../../../shell/meta';
import { applicationLoader } from '../loaders';
import { reasonAction } from '../actions';

export { Component as default } from '../ProgramApplicationPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramApplication', title: '修复申请详情', adverts: false, hideBread: true, backOffice: true };

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = applicationLoader;
export const clientLoader = applicationLoader;

// The reason forms (审核, 添加备注, 恢复公示) posted with the page's script (a fetcher) and without it (the
// page's POST): the same function, choosing by the form's intent.
export const action = reasonAction;
export const clientAction = reasonAction;
