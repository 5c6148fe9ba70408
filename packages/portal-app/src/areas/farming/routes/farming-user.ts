// /farming-user
import type { RouteMeta } from '../../../shell/meta';
import { farmingUserLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';

export { Component as default } from '../FarmingUserPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingUser', title: '我的融资', pageTitleEng: 'My Financing', requiresAuth: true, logoutTo: '/farming', adverts: false };

// Login-required: an anonymous visitor goes to the single sign-on from here.
const load = loginRequired(farmingUserLoader);
export const loader = settled(load);
export const clientLoader = load;
