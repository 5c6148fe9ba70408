// /repair-program-home
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramHomePage';

export const handle: RouteMeta = { name: 'RepairProgramHome', title: '信用修复管理系统', adverts: false, hideBread: true, backOffice: true };
