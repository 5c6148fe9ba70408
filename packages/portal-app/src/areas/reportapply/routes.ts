// Credit report applications (spec §2 /credit-report): applying for a report, and the visitor's own
// applications and their sharing.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'reportapply',
  routes: [
    { path: 'credit-report', layout: 'content' },
  ],
} satisfies AreaRoutes;
