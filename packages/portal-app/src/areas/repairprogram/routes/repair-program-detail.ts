// /repair-program-detail
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramDetailPage';

export const handle: RouteMeta = { name: 'RepairProgramDetail', title: '记录详情', adverts: false, hideBread: true, backOffice: true };
