// Credit report applications (spec §2 /credit-report): applying for a report, and the visitor's own
// applications and their sharing. Each route's handle names its layout (inLayout); app/assemble.ts
// places it there.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'reportapply',
  routes: [
    { path: 'credit-report', layout: 'content' },
  ],
} satisfies AreaRoutes;
