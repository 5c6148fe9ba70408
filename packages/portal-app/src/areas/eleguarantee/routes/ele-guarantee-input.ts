// /ele-guarantee-input
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeInputLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { loginRequired } from '../../../shell/session';
import { portal } from '#portal';
import type { ActionFunctionArgs } from 'react-router';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { guaranteeApplyForm, offersOf } from '../EleGuaranteeInputPage';

export { Component as default } from '../EleGuaranteeInputPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeInput', title: '电子保函申请', pageTitleEng: 'Apply for a Guarantee', menuValue: '/ele-guarantee-input', requiresAuth: true };

// Login-required: an anonymous visitor goes to the single sign-on from here.
const load = loginRequired(eleGuaranteeInputLoader);
export const loader = settled(load);
export const clientLoader = load;

// An application, checked against the open tenders and products: sent without the page's script, its files
// are stored, it is verified and sent on the server; with it, the browser sends it (files stored as chosen).
const formOf = async (args: ActionFunctionArgs) => {
  // Anonymous: nothing to check against, the action asks for a login first.
  const { tenders, institutions } = portal.tokenStore.get() ? await eleGuaranteeInputLoader(args) : { tenders: [], institutions: [] };
  return guaranteeApplyForm(tenders, offersOf(institutions));
};
export const action = submissionAction(formOf);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(formOf);
