// Website interaction, citizen messages, error correction and objections (spec §2 'Other pages', 'Group under /other').
//
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
