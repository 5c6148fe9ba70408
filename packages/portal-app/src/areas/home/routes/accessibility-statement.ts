// /accessibility-statement
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/SinglePage';

export const handle: RouteMeta = { name: 'AccessibilityStatement', title: '无障碍声明', classification: '无障碍声明' };

const pageLoader = singlePageLoader('无障碍声明');

export const loader = pageLoader;
export const clientLoader = pageLoader;
