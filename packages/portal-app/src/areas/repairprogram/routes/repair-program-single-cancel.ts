// /repair-program-single-cancel
import type { ShouldRevalidateFunction } from 'react-router';
import type { RouteMeta } from '../../../shell/meta';
import { recordLoader } from '../loaders';
import { submissionAction } from '../../../submission/action';
import { cancelFormOf } from '../ProgramCancelPage';

export { Component as default } from '../ProgramCancelPage';
// A failure of the page's data shows in the page's place (an ended session went to the login from the loader).
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'RepairProgramSingleCancel', title: '撤销公示', adverts: false, hideBread: true, backOffice: true };

// 撤销公示 sent with the page's script (the submission kit's clientAction; its attachments upload from the
// browser as they are chosen), and without it as a multipart POST to the action, which checks and stores
// the attachments sent with it as the browser would, then sends the form.
export { cancelAction as clientAction } from '../ProgramCancelPage';
export const action = submissionAction(cancelFormOf);

// The operator's data, read with the operator's token on the server (the renderer passes the program's
// cookie) and in the browser on navigation: the same function.
export const loader = recordLoader;
export const clientLoader = recordLoader;

// After 撤销公示 the page shows its receipt (the action's answer: 已撤销公示, with its links), not the record
// read again, which would take the form, and the receipt with it, off the page.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === 'POST' ? false : defaultShouldRevalidate);
