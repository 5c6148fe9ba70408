// The enterprise credit archive (spec §2 'Main layout children', /company-detail): one page, three addresses.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'archives',
  routes: [
    { path: 'enterprise-detail', layout: 'main' },
    { path: 'new-enterprise-detail', layout: 'main' },
    { path: 'company-detail', layout: 'content' },
    { path: 'pdf-output', layout: 'none', adverts: false },
  ],
} satisfies AreaRoutes;
