// /401
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../UnauthorizedPage';

export const handle: RouteMeta = { name: 'Unauthorized', title: '401 无权访问', hideBread: true };
