// /commitent-feedback
import type { RouteMeta } from '../../../shell/meta';
import { viewerLoader } from '../../../shell/session';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { feedbackForm } from '../FeedbackFormPage';

export { Component as default } from '../FeedbackFormPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CommitentFeedback', title: '承诺反馈', pageTitleEng: 'Fulfilment Feedback', ...inArea };

// The feedback sent without the page's script: checked, verified and sent on the server, then its receipt's page.
export const action = submissionAction(feedbackForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(feedbackForm);

// Who visits (the form is a logged-in subject's, an anonymous visitor is asked to log in): decided here, read by the page.
export const loader = viewerLoader;
export const clientLoader = viewerLoader;
