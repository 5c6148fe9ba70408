// /repair-program-application
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramApplicationPage';

export const handle: RouteMeta = { name: 'RepairProgramApplication', title: '修复申请详情', adverts: false, hideBread: true, backOffice: true };
