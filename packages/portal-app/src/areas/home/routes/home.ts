// /home
import type { RouteMeta } from '../../../shell/meta';
import { homeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../HomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'Home', title: '首页', menuValue: '/home', hideBread: true, portalTitle: true };

export const loader = settled(homeLoader);
export const clientLoader = homeLoader;
