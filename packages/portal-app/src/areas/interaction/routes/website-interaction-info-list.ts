// /website-interaction-info-list
import type { RouteMeta } from '../../../shell/meta';
import { interactionBoardLoader } from '../loaders';

export { Component as default } from '../InteractionListPage';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteractionInfoList', title: '互动回复', pageTitleEng: 'Answered Questions', menuValue: INTERACTION_TAB, oldRouter: true };

export const loader = interactionBoardLoader;
export const clientLoader = interactionBoardLoader;
