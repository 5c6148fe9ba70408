// /credit-complaint-inquire
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction, lookupClientActionOf } from '../../../views/SubmissionLookup';
import { COMPLAINT_INQUIRY } from '../ComplaintInquirePage';

export { Component as default } from '../ComplaintInquirePage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'CreditComplaintInquire', title: '投诉查询', pageTitleEng: 'Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true };

// A lookup sent without the page's script: checked and looked up on the server.
export const action = lookupAction(COMPLAINT_INQUIRY);
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = lookupClientActionOf(COMPLAINT_INQUIRY);
