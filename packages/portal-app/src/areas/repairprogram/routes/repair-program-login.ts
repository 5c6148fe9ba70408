// /repair-program-login
import type { RouteMeta } from '../../../shell/meta';
import { loginRouteAction, loginRouteClientAction } from '../actions';

export { Component as default } from '../ProgramLoginPage';

export const handle: RouteMeta = { name: 'RepairProgramLogin', title: '信用修复管理系统登录', adverts: false, hideBread: true, backOffice: true };

// The login sent without the page's script (or before it ran): the operator's cookie set on the server;
// and 退出 from every page's frame (intent logout), with or without the page's script.
export const action = loginRouteAction;
export const clientAction = loginRouteClientAction;
