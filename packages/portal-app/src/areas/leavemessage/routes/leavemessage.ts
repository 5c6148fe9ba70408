// /leavemessage
import type { RouteMeta } from '../../../shell/meta';
import { leaveMessageHubLoader } from '../loaders';

export { Component as default } from '../LeaveMessagePage';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const handle: RouteMeta = { name: 'LeaveMessage', title: '公众留言', pageTitleEng: 'Public Messages', menuValue: MESSAGES_TAB };

export const loader = leaveMessageHubLoader;
export const clientLoader = leaveMessageHubLoader;
