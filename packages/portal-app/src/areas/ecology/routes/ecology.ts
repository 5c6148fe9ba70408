// /ecology
import type { RouteMeta } from '../../../shell/meta';
import { ecologyHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EcologyHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'Ecology', title: '生态环境信用', pageTitleEng: 'Ecological Environment Credit', menuValue: '/ecology' };

export const loader = settled(ecologyHomeLoader);
export const clientLoader = ecologyHomeLoader;
