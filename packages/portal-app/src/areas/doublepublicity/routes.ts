// Double publicity 双公示 (spec §2): catalogue, directory of matters, permits and penalties, statistics.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'doublepublicity',
  routes: [
    { path: 'double-publicity-news', layout: 'content' },
    { path: 'double-publicity-catalog', layout: 'content' },
    { path: 'double-publicity-catalog-index', layout: 'content' },
    { path: 'catalog-detail', layout: 'content' },
    { path: 'double-publicity-info', layout: 'content' },
    { path: 'license-punishment-detail', layout: 'content' },
    { path: 'double-publicity-statistics', layout: 'content' },
  ],
} satisfies AreaRoutes;
