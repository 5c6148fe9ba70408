// /farming-information-announcement
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { FARMING, FARMING_COLUMNS } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const route = listRoute('farming-information-announcement', '通知公告', 'Announcements', { name: 'FarmingInformationAnnouncement', classification: FARMING_COLUMNS.announcements, pageTitle: '通知公告', articleDetail: FARMING.articleDetail });

export const handle: RouteMeta = { ...route.handle, adverts: false };
export const loader = settled(route.loader);
export const clientLoader = route.loader;
