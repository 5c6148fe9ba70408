// /farming-user
import type { RouteMeta } from '../../../shell/meta';
import { farmingUserLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FarmingUserPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingUser', title: '我的融资', pageTitleEng: 'My Financing', requiresAuth: true, logoutTo: '/farming', adverts: false };

export const loader = settled(farmingUserLoader);
export const clientLoader = farmingUserLoader;
