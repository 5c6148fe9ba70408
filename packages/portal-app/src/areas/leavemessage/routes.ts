// Citizen messages: leave a message, the public list, its detail and editing (spec §2 'Group under /other').
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { leaveMessageHubLoader, messageBoardLoader, messageLoader } from './loaders';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

const otherRoutes: PortalRoute[] = [
  pageRoute('leavemessage', () => import('./LeaveMessagePage'), { name: 'LeaveMessage', title: '公众留言', pageTitleEng: 'Public Messages', menuValue: MESSAGES_TAB }, leaveMessageHubLoader),
  pageRoute('credit-leavemessage', () => import('./MessageListPage'), { name: 'CreditLeaveMessage', title: '留言选登', pageTitleEng: 'Answered Messages', menuValue: MESSAGES_TAB, oldRouter: true }, messageBoardLoader),
  pageRoute('credit-leavemessagedetail', () => import('./MessageDetailPage'), { name: 'CreditLeaveMessageDetail', title: '留言详情', pageTitleEng: 'Message Details', menuValue: MESSAGES_TAB, oldRouter: true }, messageLoader),
  pageRoute('credit-leavemessageedit', () => import('./LeaveMessageFormPage'), { name: 'CreditLeaveMessageEdit', title: '我要留言', pageTitleEng: 'Leave a Message', menuValue: MESSAGES_TAB, oldRouter: true }),
];

export const area: Area = {
  name: 'leavemessage',
  routes: [...inLayout('other', otherRoutes)],
};
