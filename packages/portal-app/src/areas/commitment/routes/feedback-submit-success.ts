// /feedback-submit-success
import type { RouteMeta } from '../../../shell/meta';
import { ownFeedbackLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FeedbackReceiptPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'FeedbackSubmitSuccess', title: '提交成功', pageTitleEng: 'Feedback Received', ...inArea };

export const loader = settled(ownFeedbackLoader);
export const clientLoader = ownFeedbackLoader;
