// The home page and the footer's single pages (spec §2 'Main layout children', 'Footer links').
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'home',
  routes: [
    { path: 'home', layout: 'main' },
    { path: 'about-us', layout: 'main' },
    { path: 'website-statement', layout: 'main' },
    { path: 'accessibility-statement', layout: 'main' },
  ],
} satisfies AreaRoutes;
