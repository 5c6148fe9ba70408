// /login
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../LoginPage';

export const handle: RouteMeta = { name: 'Login', title: '用户登录', hideBread: true };
