// Citizen messages: leave a message, the public list, its detail and editing (spec §2 'Group under /other').
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import { lazyPage } from '../../shell/lazyPage';
import type { PortalRoute } from '../../shell/meta';

// Every page of 公众留言 lights the same navigation tab: the hub.
const MESSAGES_TAB = '/leavemessage';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [
  {
    path: 'leavemessage',
    lazy: lazyPage(() => import('./LeaveMessagePage')),
    handle: { name: 'LeaveMessage', title: '公众留言', pageTitleEng: 'Public Messages', menuValue: MESSAGES_TAB },
  },
  {
    path: 'credit-leavemessage',
    lazy: lazyPage(() => import('./MessageListPage')),
    handle: { name: 'CreditLeaveMessage', title: '留言选登', pageTitleEng: 'Answered Messages', menuValue: MESSAGES_TAB, oldRouter: true },
  },
  {
    path: 'credit-leavemessagedetail',
    lazy: lazyPage(() => import('./MessageDetailPage')),
    handle: { name: 'CreditLeaveMessageDetail', title: '留言详情', pageTitleEng: 'Message Details', menuValue: MESSAGES_TAB, oldRouter: true },
  },
  {
    path: 'credit-leavemessageedit',
    lazy: lazyPage(() => import('./LeaveMessageFormPage')),
    handle: { name: 'CreditLeaveMessageEdit', title: '我要留言', pageTitleEng: 'Leave a Message', menuValue: MESSAGES_TAB, oldRouter: true },
  },
];
