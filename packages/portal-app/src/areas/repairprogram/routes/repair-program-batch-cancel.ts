// /repair-program-batch-cancel
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramBatchPage';

export const handle: RouteMeta = { name: 'RepairProgramBatchCancel', title: '批量撤销公示', adverts: false, hideBread: true, backOffice: true };

// The confirmation sent with the page's script: the operator's session is the browser's (its own cookie).
export { confirmAction as clientAction } from '../ProgramBatchPage';
