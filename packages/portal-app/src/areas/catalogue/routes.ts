// The credit catalogue, the subject groups and contract performance (spec §2 Publicity, /credit-catalog …).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'catalogue',
  routes: [
    { path: 'focus_group_of_people', layout: 'content' },
    { path: 'focus_group_of_people/detail', layout: 'content' },
    { path: 'integrityObject', layout: 'content' },
    { path: 'punishmentObject', layout: 'content' },
    { path: 'service-contract-performance', layout: 'content' },
    { path: 'credit-catalog', layout: 'other' },
    { path: 'credit-catalog-list', layout: 'other' },
    { path: 'credit-catalog-detail', layout: 'other' },
  ],
} satisfies AreaRoutes;
