// /credit-objection
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction, lookupClientActionOf } from '../../../views/SubmissionLookup';
import { OBJECTION_INQUIRY } from '../CreditObjectionPage';
import { myObjectionsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CreditObjectionPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditObjection', title: '异议申诉', pageTitleEng: 'Credit Objection' };

export const loader = settled(myObjectionsLoader);
export const clientLoader = myObjectionsLoader;

// A lookup sent without the page's script: checked and looked up on the server.
export const action = lookupAction(OBJECTION_INQUIRY);
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = lookupClientActionOf(OBJECTION_INQUIRY);
