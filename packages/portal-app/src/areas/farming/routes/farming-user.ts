// /farming-user
import type { RouteMeta } from '../../../shell/meta';
import { farmingUserLoader } from '../loaders';

export { Component as default } from '../FarmingUserPage';

export const handle: RouteMeta = { name: 'FarmingUser', title: '我的融资', pageTitleEng: 'My Financing', requiresAuth: true, logoutTo: '/farming', adverts: false };

export const loader = farmingUserLoader;
export const clientLoader = farmingUserLoader;
