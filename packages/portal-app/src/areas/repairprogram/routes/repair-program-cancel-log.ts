// /repair-program-cancel-log
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramLogPage';

export const handle: RouteMeta = { name: 'RepairProgramCancelLog', title: '撤销公示记录', adverts: false, hideBread: true, backOffice: true };
