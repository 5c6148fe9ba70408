// /repair-program-batch-cancel
import type { RouteMeta } from '../../../shell/meta';
import { operatorOnlyLoader } from '../loaders';

export { Component as default } from '../ProgramBatchPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramBatchCancel', title: '批量撤销公示', adverts: false, hideBread: true, backOffice: true };

// The confirmation sent with the page's script (the batch is checked from the file chosen in the browser).
export { confirmAction as clientAction } from '../ProgramBatchPage';

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = operatorOnlyLoader;
export const clientLoader = operatorOnlyLoader;
