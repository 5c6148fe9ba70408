// /credit-leavemessagedetail
import type { RouteMeta } from '../../../shell/meta';
import { messageLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MessageDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'CreditLeaveMessageDetail', title: '留言详情', pageTitleEng: 'Message Details', menuValue: MESSAGES_TAB, oldRouter: true };

export const loader = settled(messageLoader);
export const clientLoader = messageLoader;
