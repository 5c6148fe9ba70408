// /credit-leavemessage
import type { RouteMeta } from '../../../shell/meta';
import { messageBoardLoader } from '../loaders';

export { Component as default } from '../MessageListPage';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'CreditLeaveMessage', title: '留言选登', pageTitleEng: 'Answered Messages', menuValue: MESSAGES_TAB, oldRouter: true };

export const loader = messageBoardLoader;
export const clientLoader = messageBoardLoader;
