// Website interaction, citizen messages, error correction and objections (spec §2 'Other pages', 'Group under /other').
// Each route's handle names its layout (inLayout); app/routeTable.ts places it there.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { interactionBoardLoader, interactionLoader, myCorrectionsLoader, websiteInteractionLoader } from './loaders';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

const contentRoutes: PortalRoute[] = [
  {
    path: 'website-interaction',
    lazy: lazyPage(() => import('./WebsiteInteractionPage')),
    loader: websiteInteractionLoader,
    handle: { name: 'WebsiteInteraction', title: '网站互动', pageTitleEng: 'Website Interaction', menuValue: INTERACTION_TAB },
  },
  {
    path: 'website-interaction-info-list',
    lazy: lazyPage(() => import('./InteractionListPage')),
    loader: interactionBoardLoader,
    handle: { name: 'WebsiteInteractionInfoList', title: '互动回复', pageTitleEng: 'Answered Questions', menuValue: INTERACTION_TAB, oldRouter: true },
  },
  {
    path: 'website-interaction-info-detail',
    lazy: lazyPage(() => import('./InteractionDetailPage')),
    loader: interactionLoader,
    handle: { name: 'WebsiteInteractionInfoDetail', title: '互动详情', pageTitleEng: 'Question and Answer', menuValue: INTERACTION_TAB, oldRouter: true },
  },
  {
    path: 'info-search',
    lazy: lazyPage(() => import('./InfoSearchPage')),
    handle: { name: 'InfoSearch', title: '办件查询', pageTitleEng: 'Progress Inquiry', menuValue: INTERACTION_TAB, oldRouter: true },
  },
  {
    path: 'check-error',
    lazy: lazyPage(() => import('./CheckErrorPage')),
    loader: myCorrectionsLoader,
    handle: { name: 'CheckError', title: '信息纠错', pageTitleEng: 'Error Correction' },
  },
];

export const area: Area = {
  name: 'interaction',
  routes: [...inLayout('content', contentRoutes)],
};
