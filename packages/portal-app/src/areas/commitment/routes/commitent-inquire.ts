// /commitent-inquire
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction } from '../../../views/SubmissionLookup';
import { formActions } from '../../../submission/action';
import { FEEDBACK_INQUIRY } from '../FeedbackInquiryPage';

export { Component as default } from '../FeedbackInquiryPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CommitentInquire', title: '承诺查询', pageTitleEng: 'Feedback Inquiry', ...inArea, keepAlive: true };

// The feedback lookup sent without the page's script: checked and looked up on the server; the page's
// commitment-number lookup is sent from the browser (given back filled in without its script).
export const action = formActions({ [FEEDBACK_INQUIRY.intent]: lookupAction(FEEDBACK_INQUIRY) });
