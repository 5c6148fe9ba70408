// 自贸区 (spec §2 'Sub-sites', Free trade area): the free-trade-area sub-site in its own layout (layoutRoutes).
// The column pages are overviews in the tab bar, the 'more' pages the whole column with a side menu
// (pages/freetradearea/subsite.ts); articles open in the sub-site at /free-trade-area/news-detail.
import { pageRoute } from '../../views/builders';
import { articleLoader } from '../../views/genericLists';
import { columnListLoader, columnOverviewLoader, freeTradeAreaHomeLoader } from './loaders';
import { FREE_TRADE_AREA } from './subsite';
import { inLayout, type Area, type PortalRoute, type RouteMeta } from '../../shell/meta';

type ColumnHandle = RouteMeta & { classification: string };

const overview = () => import('./ColumnOverviewPage');
const fullList = () => import('./ColumnListPage');

/** A column page (the overview) of the column its handle names. */
const overviewRoute = (path: string, handle: ColumnHandle): PortalRoute => pageRoute(path, overview, handle, columnOverviewLoader(handle.classification));
/** A 'more' page: the whole column its handle names, paginated. */
const fullListRoute = (path: string, handle: ColumnHandle): PortalRoute => pageRoute(path, fullList, handle, columnListLoader(handle.classification));

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('free-trade-area', () => import('./FreeTradeAreaHomePage'), { name: 'FreeTradeArea', title: '自贸区', pageTitleEng: 'Free Trade Area' }, freeTradeAreaHomeLoader),
      overviewRoute('free-trade-area-policy-law', { name: 'FreeTradeAreaPolicyLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law' }),
      overviewRoute('free-trade-area-policy-support', { name: 'FreeTradeAreaPolicySupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support' }),
      overviewRoute('free-trade-area-publicity', { name: 'FreeTradeAreaPublicity', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity' }),
      fullListRoute('free-trade-area/new', { name: 'FreeTradeAreaNew', title: '新闻动态', classification: '自贸区新闻动态', menuValue: '/free-trade-area/new', oldRouter: true }),
      fullListRoute('free-trade-area-policy/law', { name: 'FreeTradeAreaLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law', oldRouter: true }),
      fullListRoute('free-trade-area-policy/support', { name: 'FreeTradeAreaSupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support', oldRouter: true }),
      fullListRoute('free-trade-area/publicity', { name: 'FreeTradeAreaPublicityMore', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity', oldRouter: true }),
      // Any article of the four columns, shown the way /content-detail shows it (sanitised by ArticleView).
      pageRoute('free-trade-area/news-detail', () => import('../../views/ContentDetailPage'), { name: 'FreeTradeAreaNewsDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true }, articleLoader),
];

export const area: Area = {
  name: 'freetradearea',
  layout: { subsite: FREE_TRADE_AREA },
  routes: [...inLayout('area', areaRoutes)],
};
