// /farming-public-information
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { FARMING, FARMING_COLUMNS } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('farming-public-information', '信息公开', 'Public Information', { name: 'FarmingPublicInformation', classification: FARMING_COLUMNS.publicInfo, pageTitle: '信息公开', articleDetail: FARMING.articleDetail });

export const handle: RouteMeta = { ...route.handle, adverts: false };
export const loader = settled(route.loader);
export const clientLoader = route.loader;
