// Credit service (spec §2 'Credit service'): the service hub, credit declarations, contract details,
// personal credit and the enterprise query (self-declarations: the selfdeclaration area).
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'service',
  routes: [
    { path: 'credit-Service', layout: 'content' },
    { path: 'service-credit-declare', layout: 'content' },
    { path: 'service-credit-declare-detail', layout: 'content' },
    { path: 'service-contract-details', layout: 'content' },
    { path: 'service-personal-credit', layout: 'content' },
    { path: 'enterprise-query', layout: 'content' },
  ],
} satisfies AreaRoutes;
