// Double publicity 双公示 (spec §2): catalogue, directory of matters, permits and penalties, statistics.
import {
  doublePublicityCatalogLoader,
  doublePublicityInfoLoader,
  doublePublicityStatisticsLoader,
  matterDirectoryLoader,
  matterLoader,
  permitOrPenaltyLoader,
} from './loaders';
import { listRoute, pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

const contentRoutes: PortalRoute[] = [
  // The CMS's 双公示 column in the generic list view.
  listRoute('double-publicity-news', '双公示动态', 'Double Publicity News', { name: 'DoublePublicityNews', menuValue: DOUBLE_PUBLICITY_TAB }),
  // Double publicity 双公示 (spec §2, pages/doublepublicity). No /double-publicity-news: the CMS has
  // no 双公示 classification for the generic list view to show.
  pageRoute('double-publicity-catalog', () => import('./CatalogPage'), { name: 'DoublePublicityCatalog', title: '双公示目录', pageTitleEng: 'Double Publicity Catalogue', menuValue: DOUBLE_PUBLICITY_TAB }, doublePublicityCatalogLoader),
  pageRoute('double-publicity-catalog-index', () => import('./MatterDirectoryPage'), { name: 'DoublePublicityCatalogIndex', title: '双公示事项目录', pageTitleEng: 'Directory of Matters', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB }, matterDirectoryLoader),
  pageRoute('catalog-detail', () => import('./MatterDetailPage'), { name: 'CatalogDetail', title: '事项详情', pageTitleEng: 'Matter Details', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB }, matterLoader),
  pageRoute('double-publicity-info', () => import('./InfoPage'), { name: 'DoublePublicityInfo', title: '双公示信息', pageTitleEng: 'Permits and Penalties', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB }, doublePublicityInfoLoader),
  pageRoute('license-punishment-detail', () => import('./DetailPage'), { name: 'LicensePunishmentDetail', title: '双公示详情', pageTitleEng: 'Permit or Penalty Details', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB }, permitOrPenaltyLoader),
  pageRoute('double-publicity-statistics', () => import('./StatisticsPage'), { name: 'DoublePublicityStatistics', title: '双公示统计', pageTitleEng: 'Double Publicity Statistics', menuValue: DOUBLE_PUBLICITY_TAB }, doublePublicityStatisticsLoader),
];

export const area: Area = {
  name: 'doublepublicity',
  routes: [...inLayout('content', contentRoutes)],
};
