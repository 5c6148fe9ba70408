// /repair-program-detail
import type { RouteMeta } from '../../../shell/meta';
import { recordLoader } from '../loaders';
import { reasonAction } from '../actions';

export { Component as default } from '../ProgramDetailPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramDetail', title: '记录详情', adverts: false, hideBread: true, backOffice: true };

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = recordLoader;
export const clientLoader = recordLoader;

// The reason forms (审核, 添加备注, 恢复公示) posted with the page's script (a fetcher) and without it (the
// page's POST): the same function, choosing by the form's intent.
export const action = reasonAction;
export const clientAction = reasonAction;
