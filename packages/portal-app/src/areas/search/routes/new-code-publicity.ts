// /new-code-publicity
import type { RouteMeta } from '../../../shell/meta';
import { overviewLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../NewCodePublicityPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'NewCodePublicity', title: '信用服务', pageTitleEng: 'Credit Service', keepAlive: true, newStyle: true };

export const loader = settled(overviewLoader);
export const clientLoader = overviewLoader;
