// 农业金融 (spec §2 'Sub-sites', Farming): the farming finance sub-site in its own layout (layoutRoutes).
// Its news, announcements, policies and public information are CMS columns listed by name (reference
// server: features/farming); its products, applications and financing demands the /credit base (finance).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'farming',
  // No advertisements on any of the area's pages.
  adverts: false,
  routes: [
    { path: 'farming', layout: 'area' },
    { path: 'farming-information-journalism', layout: 'area' },
    { path: 'farming-information-announcement', layout: 'area' },
    { path: 'farming-information-policy', layout: 'area' },
    { path: 'farming-public-information', layout: 'area' },
    { path: 'farming-information-all-detail', layout: 'area' },
    { path: 'farming-financial-supermarket', layout: 'area' },
    { path: 'farming-financial-supermarket/detail', layout: 'area' },
    { path: 'farming-financing-docking', layout: 'area' },
    { path: 'farming-user', layout: 'area' },
  ],
} satisfies AreaRoutes;
