// /new-code-publicity
import type { RouteMeta } from '../../../shell/meta';
import { overviewLoader } from '../loaders';

export { Component as default } from '../NewCodePublicityPage';

export const handle: RouteMeta = { name: 'NewCodePublicity', title: '信用服务', pageTitleEng: 'Credit Service', keepAlive: true, newStyle: true };

export const loader = overviewLoader;
export const clientLoader = overviewLoader;
