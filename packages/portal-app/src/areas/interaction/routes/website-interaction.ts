// /website-interaction
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { interactionForm } from '../InteractionForm';
import type { RouteMeta } from '../../../shell/meta';
import { websiteInteractionLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../WebsiteInteractionPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'WebsiteInteraction', title: '网站互动', pageTitleEng: 'Website Interaction', menuValue: INTERACTION_TAB };

export const loader = settled(websiteInteractionLoader);
export const clientLoader = websiteInteractionLoader;

// The question sent without the page's script: checked, verified and sent on the server.
export const action = submissionAction(interactionForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(interactionForm);
