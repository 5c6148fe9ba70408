// Activities (spec §2 'Activity'): 诚信万里行, the epidemic, food, drug and production safety campaigns with
// their clue reports, inquiry and lists. They render in the activity layout (layoutRoutes).
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'activity',
  routes: [
    { path: 'integrity-wanli', layout: 'area' },
    { path: 'integrity-wanli-more', layout: 'area' },
    { path: 'epidemic', layout: 'area' },
    { path: 'safe-clues-list', layout: 'area' },
    { path: 'clues-list-detail', layout: 'area' },
    { path: 'food-safe', layout: 'area' },
    { path: 'drug-safe', layout: 'area' },
    { path: 'produce-safe', layout: 'area' },
    { path: 'food-safe-clues', layout: 'area' },
    { path: 'drug-safe-clues', layout: 'area' },
    { path: 'produce-safe-clues', layout: 'area' },
    { path: 'safe-detail', layout: 'area' },
    { path: 'safe-inquire', layout: 'area' },
    { path: 'clues-detail', layout: 'area' },
    { path: 'safe-view-info-list', layout: 'area' },
  ],
} satisfies AreaRoutes;
