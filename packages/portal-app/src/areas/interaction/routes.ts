// Website interaction, citizen messages, error correction and objections (spec §2 'Other pages', 'Group under /other').
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'interaction',
  routes: [
    { path: 'website-interaction', layout: 'content' },
    { path: 'website-interaction-info-list', layout: 'content' },
    { path: 'website-interaction-info-detail', layout: 'content' },
    { path: 'info-search', layout: 'content' },
    { path: 'check-error', layout: 'content' },
  ],
} satisfies AreaRoutes;
