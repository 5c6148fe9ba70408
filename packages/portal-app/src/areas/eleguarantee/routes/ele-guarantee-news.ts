// /ele-guarantee-news
import { ECOLOGY_ARTICLE } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { ELE_GUARANTEE_COLUMNS } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('ele-guarantee-news', '保函动态', 'Guarantee News', {
        name: 'EleGuaranteeNews',
        classification: ELE_GUARANTEE_COLUMNS.news,
        articleDetail: ECOLOGY_ARTICLE,
      });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
