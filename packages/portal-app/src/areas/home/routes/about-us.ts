// /about-us
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/articleLoaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/SinglePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'AboutUs', title: '关于我们', classification: '关于我们' };

const pageLoader = singlePageLoader('关于我们');

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
