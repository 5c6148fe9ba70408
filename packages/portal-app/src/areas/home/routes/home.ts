// /home
import type { RouteMeta } from '../../../shell/meta';
import { homeLoader } from '../loaders';

export { Component as default } from '../HomePage';

export const handle: RouteMeta = { name: 'Home', title: '首页', menuValue: '/home', hideBread: true };

export const loader = homeLoader;
export const clientLoader = homeLoader;
