// /service-inquire
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ServiceInquirePage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceInquire', title: '办件查询', pageTitle: '异议申诉与投诉查询', pageTitleEng: 'Objection and Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true };
