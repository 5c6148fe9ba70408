// /service-inquire
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction, lookupClientActionOf } from '../../../views/SubmissionLookup';
import { SERVICE_INQUIRY } from '../ServiceInquirePage';

export { Component as default } from '../ServiceInquirePage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceInquire', title: '办件查询', pageTitle: '异议申诉与投诉查询', pageTitleEng: 'Objection and Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true };

// A lookup sent without the page's script: checked and looked up on the server.
export const action = lookupAction(SERVICE_INQUIRY);
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = lookupClientActionOf(SERVICE_INQUIRY);
