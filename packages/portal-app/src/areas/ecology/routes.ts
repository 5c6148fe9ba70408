// 生态环境信用 (spec §2 'Sub-sites', Ecology): the ecology sub-site in its own layout (layoutRoutes). Its CMS
// columns are found by name (reference server: features/ecology); its enterprise lists read the environment
// bureau's penalties and the annual grades of the 生态环境 industry.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'ecology',
  routes: [
    { path: 'ecology', layout: 'area' },
    { path: 'ecology-news', layout: 'area' },
    { path: 'ecology-policy', layout: 'area' },
    { path: 'ecology-case', layout: 'area' },
    { path: 'ecology-introduction', layout: 'area' },
    { path: 'ecology-news-detail', layout: 'area' },
    { path: 'ecology-publicity', layout: 'area' },
    { path: 'ecology-publicity-all', layout: 'area' },
    { path: 'ecology-ep-honest', layout: 'area' },
    { path: 'ecology-ep-dishonest', layout: 'area' },
  ],
} satisfies AreaRoutes;
