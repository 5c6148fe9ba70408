import type { RouteMeta } from '../../shell/meta';

/** The 404 page's handle, also that of every unknown path: in a module of its own, so the shell's table needs no area. */
export const NOT_FOUND_HANDLE: RouteMeta = { name: 'NotFound', title: '页面不存在', hideBread: true };
