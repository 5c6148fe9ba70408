// /ecology-news-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'EcologyNewsDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
