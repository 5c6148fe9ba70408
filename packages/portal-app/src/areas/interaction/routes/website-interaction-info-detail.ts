// /website-interaction-info-detail
import type { RouteMeta } from '../../../shell/meta';
import { interactionLoader } from '../loaders';

export { Component as default } from '../InteractionDetailPage';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteractionInfoDetail', title: '互动详情', pageTitleEng: 'Question and Answer', menuValue: INTERACTION_TAB, oldRouter: true };

export const loader = interactionLoader;
export const clientLoader = interactionLoader;
