// /credit-complaint-infoList
import type { RouteMeta } from '../../../shell/meta';
import { myComplaintsLoader } from '../loaders';

export { Component as default } from '../ComplaintListPage';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'CreditComplaintInfoList', title: '我的信用投诉', pageTitleEng: 'My Complaints', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = myComplaintsLoader;
export const clientLoader = myComplaintsLoader;
