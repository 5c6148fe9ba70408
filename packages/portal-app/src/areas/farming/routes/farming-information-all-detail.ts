// /farming-information-all-detail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/articleLoaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ContentDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingInformationAllDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true, adverts: false };

export const loader = settled(articleLoader);
export const clientLoader = articleLoader;
