// Points declarations (spec §2 /declare-Legal, /declare-person).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'points',
  routes: [
    { path: 'declare-Legal', layout: 'main' },
    { path: 'declare-person', layout: 'main' },
  ],
} satisfies AreaRoutes;
