// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the electronic-guarantee sub-site in its own layout (layoutRoutes),
// every route working with the back end (reference server: features/eleguarantee; openapi paths/eleguarantee.yaml):
// its home and CMS columns, the institutions and their products, an enterprise's application (login required), a
// guarantee's detail with the public verification, and the clues of guarantee fraud, reported and looked up as the
// safety campaigns' clues are (clueType 电子保函 of columnclues; views/ClueForm, views/ClueDetail).
import { ECOLOGY_ARTICLE } from '../../addresses';
import { ELE_GUARANTEE_COLUMNS } from './subsite';
import { listRoute, pageRoute } from '../../views/builders';
import { articleLoader } from '../../views/genericLists';
import { ELE_GUARANTEE_SUBSITE } from './subsite';
import { eleGuaranteeDetailLoader, eleGuaranteeHomeLoader, eleGuaranteeInputLoader, eleGuaranteeTableLoader } from './loaders';
import { CLUE_PAGES, CLUE_RESULTS_COLUMN } from './clues';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

/** The pages in the area's own layout. */
const areaRoutes: PortalRoute[] = [
      pageRoute('ele-guarantee-home', () => import('./EleGuaranteeHomePage'), { name: 'EleGuaranteeHome', title: '电子保函', pageTitleEng: 'Electronic Guarantees', menuValue: '/ele-guarantee-home' }, eleGuaranteeHomeLoader),
      // The columns in the generic list view; an article opens in the ecology sub-site's article page (spec §2).
      listRoute('ele-guarantee-news', '保函动态', 'Guarantee News', {
        name: 'EleGuaranteeNews',
        classification: ELE_GUARANTEE_COLUMNS.news,
        articleDetail: ECOLOGY_ARTICLE,
      }),
      listRoute('ele-guarantee-policy', '政策法规', 'Guarantee Policies', {
        name: 'EleGuaranteePolicy',
        classification: ELE_GUARANTEE_COLUMNS.policy,
        articleDetail: ECOLOGY_ARTICLE,
      }),
      pageRoute('ele-guarantee-table', () => import('./EleGuaranteeTablePage'), { name: 'EleGuaranteeTable', title: '保函机构及产品', pageTitleEng: 'Guarantee Institutions', menuValue: '/ele-guarantee-table' }, eleGuaranteeTableLoader),
      // Spec §6: enterprise accounts apply; the shell sends anonymous visitors to the single sign-on.
      pageRoute('ele-guarantee-input', () => import('./EleGuaranteeInputPage'), { name: 'EleGuaranteeInput', title: '电子保函申请', pageTitleEng: 'Apply for a Guarantee', menuValue: '/ele-guarantee-input', requiresAuth: true }, eleGuaranteeInputLoader),
      pageRoute('ele-guarantee-detail', () => import('./EleGuaranteeDetailPage'), { name: 'EleGuaranteeDetail', title: '保函详情与查验', pageTitleEng: 'Guarantee Verification', menuValue: '/ele-guarantee-detail' }, eleGuaranteeDetailLoader),
      pageRoute('ele-guarantee/clue', () => import('./EleGuaranteeCluePage'), { name: 'EleGuaranteeClue', title: '电子保函线索举报', pageTitleEng: 'Report a Guarantee Clue', menuValue: CLUE_PAGES.report }),
      listRoute('ele-guarantee/clueList', '线索处理公示', 'Handled Guarantee Clues', {
        name: 'EleGuaranteeClueList',
        classification: CLUE_RESULTS_COLUMN,
        articleDetail: CLUE_PAGES.listDetail,
      }),
      pageRoute('ele-guarantee/clueListDetail', () => import('../../views/ContentDetailPage'), { name: 'EleGuaranteeClueListDetail', title: '公示详情', pageTitleEng: 'Handled Guarantee Clue', menuValue: CLUE_PAGES.list, oldRouter: true }, articleLoader),
      pageRoute('ele-guarantee/safeInquire', () => import('./EleGuaranteeSafeInquirePage'), { name: 'EleGuaranteeSafeInquire', title: '线索查询', pageTitleEng: 'Guarantee Clue Inquiry', menuValue: CLUE_PAGES.report }),
      pageRoute('ele-guarantee/clueDetail', () => import('./EleGuaranteeClueDetailPage'), { name: 'EleGuaranteeClueDetail', title: '线索详情', pageTitleEng: 'Guarantee Clue', menuValue: CLUE_PAGES.report, oldRouter: true }),
];

export const area: Area = {
  name: 'eleguarantee',
  layout: { subsite: ELE_GUARANTEE_SUBSITE },
  routes: [...inLayout('area', areaRoutes)],
};
