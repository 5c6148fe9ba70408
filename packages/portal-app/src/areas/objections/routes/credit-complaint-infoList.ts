// /credit-complaint-infoList
import type { RouteMeta } from '../../../shell/meta';
import { myComplaintsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ComplaintListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'CreditComplaintInfoList', title: '我的信用投诉', pageTitleEng: 'My Complaints', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = settled(myComplaintsLoader);
export const clientLoader = myComplaintsLoader;
