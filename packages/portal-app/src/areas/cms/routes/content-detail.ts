// /content-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'ContentDetail', title: '详情', oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
