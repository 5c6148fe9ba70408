// Points declarations (spec §2 /declare-Legal, /declare-person).
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'points',
  routes: [
    { path: 'declare-Legal', layout: 'main' },
    { path: 'declare-person', layout: 'main' },
  ],
} satisfies AreaRoutes;
