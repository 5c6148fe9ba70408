// The user centre (spec §2 /user, §6 login required).
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { userCentreLoader } from './loaders';

const otherRoutes: PortalRoute[] = [
  // Spec §6: login required; the shell sends anonymous visitors to the single sign-on.
  pageRoute('user', () => import('./UserCentrePage'), { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true }, userCentreLoader),
];

export const area: Area = {
  name: 'user',
  routes: [...inLayout('other', otherRoutes)],
};
