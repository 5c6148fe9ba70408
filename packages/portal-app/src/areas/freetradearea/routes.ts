// 自贸区 (spec §2 'Sub-sites', Free trade area): the free-trade-area sub-site in its own layout (layoutRoutes).
// The column pages are overviews in the tab bar, the 'more' pages the whole column with a side menu
// (pages/freetradearea/subsite.ts); articles open in the sub-site at /free-trade-area/news-detail.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'freetradearea',
  routes: [
    { path: 'free-trade-area', layout: 'area' },
    { path: 'free-trade-area-policy-law', layout: 'area' },
    { path: 'free-trade-area-policy-support', layout: 'area' },
    { path: 'free-trade-area-publicity', layout: 'area' },
    { path: 'free-trade-area/new', layout: 'area' },
    { path: 'free-trade-area-policy/law', layout: 'area' },
    { path: 'free-trade-area-policy/support', layout: 'area' },
    { path: 'free-trade-area/publicity', layout: 'area' },
    { path: 'free-trade-area/news-detail', layout: 'area' },
  ],
} satisfies AreaRoutes;
