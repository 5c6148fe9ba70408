// /commitent-inquire
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction, lookupClientActionOf } from '../../../views/SubmissionLookup';
import { formActions } from '../../../submission/action';
import { formClientActions } from '../../../submission/clientAction';
import { FEEDBACK_INQUIRY, FEEDBACK_LOOKUP } from '../FeedbackInquiryPage';
import { COMMITMENT_LOOKUP, commitmentLookupAction, commitmentLookupClientAction } from '../CommitmentNumberLookup';

export { Component as default } from '../FeedbackInquiryPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CommitentInquire', title: '承诺查询', pageTitleEng: 'Feedback Inquiry', ...inArea, keepAlive: true };

// The page's two lookups sent without its script, each checked and looked up on the server: a
// commitment by its number, and a feedback's progress.
export const action = formActions({ [COMMITMENT_LOOKUP]: commitmentLookupAction, [FEEDBACK_LOOKUP]: lookupAction(FEEDBACK_INQUIRY) });
// With the page's script, each lookup posts here with its intent (the same checks and lookup, in the browser).
export const clientAction = formClientActions({ [COMMITMENT_LOOKUP]: commitmentLookupClientAction, [FEEDBACK_LOOKUP]: lookupClientActionOf(FEEDBACK_INQUIRY) });
