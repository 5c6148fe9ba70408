// The standalone hidden routes (spec §2 "Shells"): /404, /401 and /login, outside every layout (no
// header, menu or footer). The printable /pdf-output is the archives area's.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { NOT_FOUND_HANDLE } from './notFound';

const standaloneRoutes: PortalRoute[] = [
  pageRoute('404', () => import('./NotFoundPage'), NOT_FOUND_HANDLE),
  pageRoute('401', () => import('./UnauthorizedPage'), { name: 'Unauthorized', title: '401 无权访问', hideBread: true }),
  pageRoute('login', () => import('./LoginPage'), { name: 'Login', title: '用户登录', hideBread: true }),
];

export const area: Area = {
  name: 'auth',
  routes: [...inLayout('none', standaloneRoutes)],
};
