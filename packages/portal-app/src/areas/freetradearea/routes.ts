// 自贸区 (spec §2 'Sub-sites', Free trade area): the free-trade-area sub-site in its own layout (layoutRoutes).
// The column pages are overviews in the tab bar, the 'more' pages the whole column with a side menu
// (pages/freetradearea/subsite.ts); articles open in the sub-site at /free-trade-area/news-detail.
import { lazyPage } from '../../shell/lazyPage';
import { articleLoader } from '../../views/genericLists';
import { FREE_TRADE_AREA } from './subsite';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';


const overview = lazyPage(() => import('./ColumnOverviewPage'));
const fullList = lazyPage(() => import('./ColumnListPage'));

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      {
        path: 'free-trade-area',
        lazy: lazyPage(() => import('./FreeTradeAreaHomePage')),
        handle: { name: 'FreeTradeArea', title: '自贸区', pageTitleEng: 'Free Trade Area' },
      },
      {
        path: 'free-trade-area-policy-law',
        lazy: overview,
        handle: { name: 'FreeTradeAreaPolicyLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law' },
      },
      {
        path: 'free-trade-area-policy-support',
        lazy: overview,
        handle: { name: 'FreeTradeAreaPolicySupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support' },
      },
      {
        path: 'free-trade-area-publicity',
        lazy: overview,
        handle: { name: 'FreeTradeAreaPublicity', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity' },
      },
      {
        path: 'free-trade-area/new',
        lazy: fullList,
        handle: { name: 'FreeTradeAreaNew', title: '新闻动态', classification: '自贸区新闻动态', menuValue: '/free-trade-area/new', oldRouter: true },
      },
      {
        path: 'free-trade-area-policy/law',
        lazy: fullList,
        handle: { name: 'FreeTradeAreaLaw', title: '政策法规', classification: '自贸区政策法规', menuValue: '/free-trade-area-policy-law', oldRouter: true },
      },
      {
        path: 'free-trade-area-policy/support',
        lazy: fullList,
        handle: { name: 'FreeTradeAreaSupport', title: '扶持政策', classification: '自贸区扶持政策', menuValue: '/free-trade-area-policy-support', oldRouter: true },
      },
      {
        path: 'free-trade-area/publicity',
        lazy: fullList,
        handle: { name: 'FreeTradeAreaPublicityMore', title: '信用公示', classification: '自贸区信用公示', menuValue: '/free-trade-area-publicity', oldRouter: true },
      },
      {
        // Any article of the four columns, shown the way /content-detail shows it (sanitised by ArticleView).
        path: 'free-trade-area/news-detail',
        lazy: lazyPage(() => import('../../views/ContentDetailPage')),
        loader: articleLoader,
        handle: { name: 'FreeTradeAreaNewsDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true },
      },
];

export const area: Area = {
  name: 'freetradearea',
  layout: { subsite: FREE_TRADE_AREA },
  routes: [...inLayout('area', areaRoutes)],
};
