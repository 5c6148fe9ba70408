// Activities (spec §2 'Activity'): 诚信万里行, the epidemic, food, drug and production safety campaigns with
// their clue reports, inquiry and lists. They render in the activity layout (layoutRoutes).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { listRoute, pageRoute } from '../../views/builders';
import { articleLoader } from '../../views/genericLists';
import { ACTIVITY_SECTION_TABS } from './campaigns';
import { integrityWanliLoader, myCluesLoader, safetyEntryLoader, safetyListLoader } from './loaders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

const safetyCampaign = () => import('./SafetyCampaignPage');
const clueReport = () => import('./ClueReportPage');
// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
  pageRoute('integrity-wanli', () => import('./IntegrityWanliPage'), { name: 'IntegrityWanli', title: '诚信建设万里行', pageTitleEng: 'Integrity Campaign', menuValue: '/integrity-wanli' }, integrityWanliLoader),
  // The campaign's CMS column in the generic list view, and the epidemic-period measures' column, by name
  // (reference server: features/activity).
  listRoute('integrity-wanli-more', '活动动态', 'Campaign News', {
    name: 'IntegrityWanliMore',
    classification: '诚信建设万里行',
    menuValue: '/integrity-wanli',
    oldRouter: true,
  }),
  listRoute('epidemic', '疫情防控信用措施', 'Credit Measures during the Epidemic'),
  // The handling results of the safety clues, published as a CMS column (reference server: features/activity
  // draws one notice from each handled clue); a notice opens in the activity layout.
  listRoute('safe-clues-list', '线索处理公示', 'Handled Clues', {
    name: 'SafeCluesList',
    classification: '安全线索处理结果公示',
    articleDetail: '/clues-list-detail',
  }),
  pageRoute('clues-list-detail', () => import('../../views/ContentDetailPage'), { name: 'CluesListDetail', title: '公示详情', pageTitleEng: 'Handled Clue', menuValue: '/safe-clues-list', oldRouter: true }, articleLoader),
  pageRoute('food-safe', safetyCampaign, { name: 'FoodSafe', title: '食品安全', pageTitleEng: 'Food Safety', menuValue: '/food-safe' }, safetyListLoader),
  pageRoute('drug-safe', safetyCampaign, { name: 'DrugSafe', title: '药品安全', pageTitleEng: 'Drug Safety', menuValue: '/drug-safe' }, safetyListLoader),
  pageRoute('produce-safe', safetyCampaign, { name: 'ProduceSafe', title: '农产品质量安全', pageTitleEng: 'Farm Produce Safety', menuValue: '/produce-safe' }, safetyListLoader),
  pageRoute('food-safe-clues', clueReport, { name: 'FoodSafeClues', title: '食品安全线索举报', pageTitleEng: 'Report a Food Safety Clue', menuValue: '/food-safe', oldRouter: true }),
  pageRoute('drug-safe-clues', clueReport, { name: 'DrugSafeClues', title: '药品安全线索举报', pageTitleEng: 'Report a Drug Safety Clue', menuValue: '/drug-safe', oldRouter: true }),
  pageRoute('produce-safe-clues', clueReport, { name: 'ProduceSafeClues', title: '农产品质量安全线索举报', pageTitleEng: 'Report a Farm Produce Safety Clue', menuValue: '/produce-safe', oldRouter: true }),
  // No menuValue: the layout lights the tab of the campaign in ?type=.
  pageRoute('safe-detail', () => import('./SafetyDetailPage'), { name: 'SafeDetail', title: '名单详情', pageTitleEng: 'List Entry', oldRouter: true }, safetyEntryLoader),
  pageRoute('safe-inquire', () => import('./SafeInquirePage'), { name: 'SafeInquire', title: '线索查询', pageTitleEng: 'Clue Progress Inquiry', menuValue: INQUIRE_TAB }),
  // One clue's detail: its state carries the detail /safe-inquire read with the second factor (views/ClueDetail).
  pageRoute('clues-detail', () => import('./CluesDetailPage'), { name: 'CluesDetail', title: '线索详情', pageTitleEng: 'Clue Detail', menuValue: INQUIRE_TAB, oldRouter: true }),
  pageRoute('safe-view-info-list', () => import('./SafeViewInfoListPage'), { name: 'SafeViewInfoList', title: '查询结果', pageTitleEng: 'Inquiry Results', menuValue: INQUIRE_TAB, oldRouter: true }, myCluesLoader),
];

export const area: Area = {
  name: 'activity',
  layout: { sectionTabs: ACTIVITY_SECTION_TABS },
  routes: [...inLayout('area', areaRoutes)],
};
