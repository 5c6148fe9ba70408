// /repair-program-batch-cancel
import type { RouteMeta } from '../../../shell/meta';
import { formActions, submissionAction } from '../../../submission/action';
import { CHECK, CONFIRM, batchCheckAction, batchPageClientAction, confirmForm } from '../batch';
import { operatorOnlyLoader } from '../loaders';

export { Component as default } from '../ProgramBatchPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramBatchCancel', title: '批量撤销公示', adverts: false, hideBread: true, backOffice: true };

// Without the page's script each form is a POST to the action, by its intent: 上传并检查 (multipart, the
// spreadsheet checked as the page checks it, then by the back end) and 确认批量撤销. With the script the
// batch is checked from the file chosen in the browser, and the confirmation is sent by the clientAction.
export const action = formActions({ [CHECK]: batchCheckAction, [CONFIRM]: submissionAction(confirmForm) });
export const clientAction = batchPageClientAction;

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = operatorOnlyLoader;
export const clientLoader = operatorOnlyLoader;
