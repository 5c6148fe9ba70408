// /about-us
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/SinglePage';

export const handle: RouteMeta = { name: 'AboutUs', title: '关于我们', classification: '关于我们' };

const pageLoader = singlePageLoader('关于我们');

export const loader = pageLoader;
export const clientLoader = pageLoader;
