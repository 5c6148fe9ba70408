// /ecology
import type { RouteMeta } from '../../../shell/meta';
import { ecologyHomeLoader } from '../loaders';

export { Component as default } from '../EcologyHomePage';

export const handle: RouteMeta = { name: 'Ecology', title: '生态环境信用', pageTitleEng: 'Ecological Environment Credit', menuValue: '/ecology' };

export const loader = ecologyHomeLoader;
export const clientLoader = ecologyHomeLoader;
