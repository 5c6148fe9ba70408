// /credit-leavemessage
import type { RouteMeta } from '../../../shell/meta';
import { messageBoardLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MessageListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'CreditLeaveMessage', title: '留言选登', pageTitleEng: 'Answered Messages', menuValue: MESSAGES_TAB, oldRouter: true };

export const loader = settled(messageBoardLoader);
export const clientLoader = messageBoardLoader;
