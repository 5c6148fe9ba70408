// /user
import type { RouteMeta } from '../../../shell/meta';
import { userCentreLoader } from '../loaders';

export { Component as default } from '../UserCentrePage';

export const handle: RouteMeta = { name: 'User', title: '个人中心', pageTitleEng: 'User Centre', requiresAuth: true };

export const loader = userCentreLoader;
export const clientLoader = userCentreLoader;
