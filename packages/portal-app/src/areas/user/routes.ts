// The user centre (spec §2 /user, §6 login required).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'user',
  routes: [
    { path: 'user', layout: 'other' },
  ],
} satisfies AreaRoutes;
