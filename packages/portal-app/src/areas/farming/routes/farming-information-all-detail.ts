// /farming-information-all-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'FarmingInformationAllDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true, adverts: false };

export const loader = articleLoader;
export const clientLoader = articleLoader;
