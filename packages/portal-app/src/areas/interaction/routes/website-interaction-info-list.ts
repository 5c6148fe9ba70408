// /website-interaction-info-list
import type { RouteMeta } from '../../../shell/meta';
import { interactionBoardLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../InteractionListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteractionInfoList', title: '互动回复', pageTitleEng: 'Answered Questions', menuValue: INTERACTION_TAB, oldRouter: true };

export const loader = settled(interactionBoardLoader);
export const clientLoader = interactionBoardLoader;
