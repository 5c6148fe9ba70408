// /credit-leavemessagedetail
import type { RouteMeta } from '../../../shell/meta';
import { messageLoader } from '../loaders';

export { Component as default } from '../MessageDetailPage';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'CreditLeaveMessageDetail', title: '留言详情', pageTitleEng: 'Message Details', menuValue: MESSAGES_TAB, oldRouter: true };

export const loader = messageLoader;
export const clientLoader = messageLoader;
