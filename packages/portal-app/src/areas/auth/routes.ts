// The standalone hidden routes (spec §2 "Shells"): /404, /401 and /login, outside every layout (no
// header, menu or footer). The printable /pdf-output is the archives area's.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'auth',
  routes: [
    { path: '404', layout: 'none' },
    { path: '401', layout: 'none' },
    { path: 'login', layout: 'none' },
  ],
} satisfies AreaRoutes;
