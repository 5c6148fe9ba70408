// /commitent-feedback
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../FeedbackFormPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CommitentFeedback', title: '承诺反馈', pageTitleEng: 'Fulfilment Feedback', ...inArea };
