// /website-interaction-info-detail
import type { RouteMeta } from '../../../shell/meta';
import { interactionLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../InteractionDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteractionInfoDetail', title: '互动详情', pageTitleEng: 'Question and Answer', menuValue: INTERACTION_TAB, oldRouter: true };

export const loader = settled(interactionLoader);
export const clientLoader = interactionLoader;
