// 农业金融 (spec §2 'Sub-sites', Farming): the farming finance sub-site in its own layout (layoutRoutes).
// Its news, announcements, policies and public information are CMS columns listed by name (reference
// server: features/farming); its products, applications and financing demands the /credit base (finance).
import { FARMING, FARMING_COLUMNS } from './subsite';
import { listRoute, pageRoute } from '../../views/builders';
import { articleLoader } from '../../views/genericLists';
import { farmingHomeLoader, productDetailLoader, farmingProductsLoader, farmingUserLoader, financingDockingLoader } from './loaders';
import { FARMING_SUBSITE } from './subsite';
import { inLayout, withHandle, type Area, type PortalRoute } from '../../shell/meta';


const column = (path: string, title: string, pageTitleEng: string, classification: string, name: string) =>
  listRoute(path.slice(1), title, pageTitleEng, { name, classification, pageTitle: title, articleDetail: FARMING.articleDetail });

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('farming', () => import('./FarmingHomePage'), { name: 'Farming', title: '农业金融服务平台', pageTitleEng: 'Farming Finance', menuValue: FARMING.home }, farmingHomeLoader),
      column(FARMING.news, '新闻资讯', 'News', FARMING_COLUMNS.news, 'FarmingInformationJournalism'),
      column(FARMING.announcements, '通知公告', 'Announcements', FARMING_COLUMNS.announcements, 'FarmingInformationAnnouncement'),
      column(FARMING.policy, '政策法规', 'Policies', FARMING_COLUMNS.policy, 'FarmingInformationPolicy'),
      column(FARMING.publicInfo, '信息公开', 'Public Information', FARMING_COLUMNS.publicInfo, 'FarmingPublicInformation'),
      // One detail for the four columns: no tab of its own (the layout lights none), a trail back to its list.
      pageRoute('farming-information-all-detail', () => import('../../views/ContentDetailPage'), { name: 'FarmingInformationAllDetail', title: '文章详情', pageTitleEng: 'Article', oldRouter: true }, articleLoader),
      // Spec §2 nests the list (empty path) and the detail under /farming-financial-supermarket; as siblings
      // they have the same addresses and each its own title.
      pageRoute('farming-financial-supermarket', () => import('./ProductListPage'), { name: 'FarmingFinancialSupermarket', title: '金融产品', pageTitleEng: 'Financial Products', menuValue: FARMING.products }, farmingProductsLoader),
      pageRoute('farming-financial-supermarket/detail', () => import('./ProductDetailPage'), { name: 'FarmingFinancialSupermarketDetail', title: '产品详情', pageTitleEng: 'Financial Product', menuValue: FARMING.products, oldRouter: true }, productDetailLoader),
      pageRoute('farming-financing-docking', () => import('./FinancingDockingPage'), { name: 'FarmingFinancingDocking', title: '融资对接', pageTitleEng: 'Financing Docking', menuValue: FARMING.docking }, financingDockingLoader),
      // Spec §4: logging out here returns to the farming sub-site's home.
      pageRoute('farming-user', () => import('./FarmingUserPage'), { name: 'FarmingUser', title: '我的融资', pageTitleEng: 'My Financing', requiresAuth: true, logoutTo: '/farming' }, farmingUserLoader),
];

export const area: Area = {
  name: 'farming',
  layout: { subsite: FARMING_SUBSITE },
  // Spec §2: no advertisements on any farming route.
  routes: withHandle(inLayout('area', areaRoutes), { adverts: false }),
};
