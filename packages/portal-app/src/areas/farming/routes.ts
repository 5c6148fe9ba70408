// 农业金融 (spec §2 'Sub-sites', Farming): the farming finance sub-site in its own layout (layoutRoutes).
// Its news, announcements, policies and public information are CMS columns listed by name (reference
// server: features/farming); its products, applications and financing demands the /credit base (finance).
import { FARMING, FARMING_COLUMNS } from './subsite';
import { listRoute } from '../../views/builders';
import { lazyPage } from '../../shell/lazyPage';
import { articleLoader } from '../../views/genericLists';
import { farmingHomeLoader, farmingProductLoader, farmingProductsLoader, farmingUserLoader, financingDockingLoader } from './loaders';
import { FARMING_SUBSITE } from './subsite';
import { inLayout, withHandle, type Area, type PortalRoute } from '../../shell/meta';


const column = (path: string, title: string, pageTitleEng: string, classification: string, name: string) =>
  listRoute(path.slice(1), title, pageTitleEng, { name, classification, pageTitle: title, articleDetail: FARMING.articleDetail });

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      {
        path: 'farming',
        lazy: lazyPage(() => import('./FarmingHomePage')),
        loader: farmingHomeLoader,
        handle: { name: 'Farming', title: '农业金融服务平台', pageTitleEng: 'Farming Finance', menuValue: FARMING.home },
      },
      column(FARMING.news, '新闻资讯', 'News', FARMING_COLUMNS.news, 'FarmingInformationJournalism'),
      column(FARMING.announcements, '通知公告', 'Announcements', FARMING_COLUMNS.announcements, 'FarmingInformationAnnouncement'),
      column(FARMING.policy, '政策法规', 'Policies', FARMING_COLUMNS.policy, 'FarmingInformationPolicy'),
      column(FARMING.publicInfo, '信息公开', 'Public Information', FARMING_COLUMNS.publicInfo, 'FarmingPublicInformation'),
      {
        // One detail for the four columns: no tab of its own (the layout lights none), a trail back to its list.
        path: 'farming-information-all-detail',
        lazy: lazyPage(() => import('../../views/ContentDetailPage')),
        loader: articleLoader,
        handle: { name: 'FarmingInformationAllDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true },
      },
      {
        // Spec §2 nests the list (empty path) and the detail under /farming-financial-supermarket; as siblings
        // they have the same addresses and each its own title.
        path: 'farming-financial-supermarket',
        lazy: lazyPage(() => import('./ProductListPage')),
        loader: farmingProductsLoader,
        handle: { name: 'FarmingFinancialSupermarket', title: '金融产品', pageTitleEng: 'Financial Products', menuValue: FARMING.products },
      },
      {
        path: 'farming-financial-supermarket/detail',
        lazy: lazyPage(() => import('./ProductDetailPage')),
        loader: farmingProductLoader,
        handle: { name: 'FarmingFinancialSupermarketDetail', title: '产品详情', pageTitleEng: 'Financial Product', menuValue: FARMING.products, oldRouter: true },
      },
      {
        path: 'farming-financing-docking',
        lazy: lazyPage(() => import('./FinancingDockingPage')),
        loader: financingDockingLoader,
        handle: { name: 'FarmingFinancingDocking', title: '融资对接', pageTitleEng: 'Financing Docking', menuValue: FARMING.docking },
      },
      {
        path: 'farming-user',
        lazy: lazyPage(() => import('./FarmingUserPage')),
        loader: farmingUserLoader,
        // Spec §4: logging out here returns to the farming sub-site's home.
        handle: { name: 'FarmingUser', title: '我的融资', pageTitleEng: 'My Financing', requiresAuth: true, logoutTo: '/farming' },
      },
];

export const area: Area = {
  name: 'farming',
  layout: { subsite: FARMING_SUBSITE },
  // Spec §2: no advertisements on any farming route.
  routes: withHandle(inLayout('area', areaRoutes), { adverts: false }),
};
