// The user centre (spec §2 /user, §6 login required).
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { userCentreLoader } from './loaders';

const otherRoutes: PortalRoute[] = [
  {
    // Spec §6: login required; the shell sends anonymous visitors to the single sign-on.
    path: 'user',
    lazy: lazyPage(() => import('./UserCentrePage')),
    loader: userCentreLoader,
    handle: { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true },
  },
];

export const area: Area = {
  name: 'user',
  routes: [...inLayout('other', otherRoutes)],
};
