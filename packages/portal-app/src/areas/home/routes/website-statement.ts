// /website-statement
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/SinglePage';

export const handle: RouteMeta = { name: 'WebsiteStatement', title: '网站声明', classification: '网站声明' };

const pageLoader = singlePageLoader('网站声明');

export const loader = pageLoader;
export const clientLoader = pageLoader;
