// Website interaction, citizen messages, error correction and objections (spec §2 'Other pages', 'Group under /other').
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { interactionBoardLoader, interactionLoader, myCorrectionsLoader, websiteInteractionLoader } from './loaders';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

const contentRoutes: PortalRoute[] = [
  pageRoute('website-interaction', () => import('./WebsiteInteractionPage'), { name: 'WebsiteInteraction', title: '网站互动', pageTitleEng: 'Website Interaction', menuValue: INTERACTION_TAB }, websiteInteractionLoader),
  pageRoute('website-interaction-info-list', () => import('./InteractionListPage'), { name: 'WebsiteInteractionInfoList', title: '互动回复', pageTitleEng: 'Answered Questions', menuValue: INTERACTION_TAB, oldRouter: true }, interactionBoardLoader),
  pageRoute('website-interaction-info-detail', () => import('./InteractionDetailPage'), { name: 'WebsiteInteractionInfoDetail', title: '互动详情', pageTitleEng: 'Question and Answer', menuValue: INTERACTION_TAB, oldRouter: true }, interactionLoader),
  pageRoute('info-search', () => import('./InfoSearchPage'), { name: 'InfoSearch', title: '办件查询', pageTitleEng: 'Progress Inquiry', menuValue: INTERACTION_TAB, oldRouter: true }),
  pageRoute('check-error', () => import('./CheckErrorPage'), { name: 'CheckError', title: '信息纠错', pageTitleEng: 'Error Correction' }, myCorrectionsLoader),
];

export const area: Area = {
  name: 'interaction',
  routes: [...inLayout('content', contentRoutes)],
};
