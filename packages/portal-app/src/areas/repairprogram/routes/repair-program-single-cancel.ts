// /repair-program-single-cancel
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramCancelPage';

export const handle: RouteMeta = { name: 'RepairProgramSingleCancel', title: '撤销公示', adverts: false, hideBread: true, backOffice: true };

// The form sent with the page's script: the operator's session is the browser's (its own cookie).
export { cancelAction as clientAction } from '../ProgramCancelPage';
