// /repair-program-login
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramLoginPage';

export const handle: RouteMeta = { name: 'RepairProgramLogin', title: '信用修复管理系统登录', adverts: false, hideBread: true, backOffice: true };
