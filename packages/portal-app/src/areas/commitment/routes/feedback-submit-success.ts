// /feedback-submit-success
import type { RouteMeta } from '../../../shell/meta';
import { ownFeedbackLoader } from '../loaders';

export { Component as default } from '../FeedbackReceiptPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'FeedbackSubmitSuccess', title: '提交成功', pageTitleEng: 'Feedback Received', ...inArea };

export const loader = ownFeedbackLoader;
export const clientLoader = ownFeedbackLoader;
