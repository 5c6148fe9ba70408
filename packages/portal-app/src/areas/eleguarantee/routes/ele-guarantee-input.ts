// /ele-guarantee-input
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeInputLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { portal } from '#portal';
import { submissionAction } from '../../../submission/action';
import { guaranteeApplyForm, offersOf } from '../EleGuaranteeInputPage';

export { Component as default } from '../EleGuaranteeInputPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeInput', title: '电子保函申请', pageTitleEng: 'Apply for a Guarantee', menuValue: '/ele-guarantee-input', requiresAuth: true };

// Login-required: an anonymous visitor goes to the single sign-on from here.
const load = loginRequired(eleGuaranteeInputLoader);
export const loader = settled(load);
export const clientLoader = load;

// An application sent without the page's script: files stored, checked against the open tenders and products, verified and sent on the server.
export const action = submissionAction(async (args) => {
  // Anonymous: nothing to check against, the action asks for a login first.
  const { tenders, institutions } = portal.tokenStore.get() ? await eleGuaranteeInputLoader(args) : { tenders: [], institutions: [] };
  return guaranteeApplyForm(tenders, offersOf(institutions));
});
