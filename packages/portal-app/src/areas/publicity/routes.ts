// Publicity (spec §2): the public lists as record tables and their details, member units, the city ranking.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'publicity',
  routes: [
    { path: 'red-black-publicity', layout: 'content' },
    { path: 'red-list/index', layout: 'content' },
    { path: 'black-list/index', layout: 'content' },
    { path: 'unusual-directory', layout: 'content' },
    { path: 'major-violate-law', layout: 'content' },
    { path: 'unusual-directory-detail', layout: 'content' },
    { path: 'dishonest-person', layout: 'other' },
    { path: 'dishonest-person-detail', layout: 'other' },
    { path: 'member-unit', layout: 'other' },
    { path: 'city-rank', layout: 'other' },
  ],
} satisfies AreaRoutes;
