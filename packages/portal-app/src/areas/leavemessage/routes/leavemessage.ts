// /leavemessage
import type { RouteMeta } from '../../../shell/meta';
import { leaveMessageHubLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../LeaveMessagePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'LeaveMessage', title: '公众留言', pageTitleEng: 'Public Messages', menuValue: MESSAGES_TAB };

export const loader = settled(leaveMessageHubLoader);
export const clientLoader = leaveMessageHubLoader;
