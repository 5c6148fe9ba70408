// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the electronic-guarantee sub-site in its own layout (layoutRoutes).
// Only the routes the back end serves: its home and its two CMS columns (reference server: features/eleguarantee).
// Left out, because no operation of the contract (openapi/, spec §7) serves them, and a page that cannot work stays out
// of the table rather than invent a back-end call a real deployment would not answer:
// - /ele-guarantee-table, /ele-guarantee-detail, /ele-guarantee-input: no operation lists, reads or verifies a guarantee;
// - /ele-guarantee/clue, /clueList, /clueListDetail, /clueDetail, /safeInquire: the clue operations
//   (columnclues add, infoPage, infoQuery) take only 食品, 药品 and 农产品 clues (SafetyClueForm.clueType), so a
//   guarantee clue can be neither filed nor found; the food, drug and produce clues have their own pages (routes/activity.ts).
import { ECOLOGY_ARTICLE } from '../ecology/ecology';
import { ELE_GUARANTEE_COLUMNS } from './subsite';
import { listRoute, pageRoute } from '../../views/builders';
import { ELE_GUARANTEE_SUBSITE } from './subsite';
import { eleGuaranteeHomeLoader } from './loaders';
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
];

export const area: Area = {
  name: 'eleguarantee',
  layout: { subsite: ELE_GUARANTEE_SUBSITE },
  routes: [...inLayout('area', areaRoutes)],
};
