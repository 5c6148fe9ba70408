// /repair-program-applications
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramApplicationsPage';

export const handle: RouteMeta = { name: 'RepairProgramApplications', title: '修复申请', adverts: false, hideBread: true, backOffice: true };
