// Credit repair and the dishonesty risk warning report (spec §2 'Other pages', /SXFXJSBG).
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'repair',
  routes: [
    { path: 'credit-repair', layout: 'content' },
    { path: 'repair-method', layout: 'content' },
    { path: 'repair-procedure', layout: 'content' },
    { path: 'repair-article', layout: 'content' },
    { path: 'repairDetail', layout: 'content' },
    { path: 'wanna-repair', layout: 'content' },
    { path: 'SXFXJSBG', layout: 'other' },
  ],
} satisfies AreaRoutes;
