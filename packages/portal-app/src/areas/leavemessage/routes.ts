// Citizen messages: leave a message, the public list, its detail and editing (spec §2 'Group under /other').
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'leavemessage',
  routes: [
    { path: 'leavemessage', layout: 'other' },
    { path: 'credit-leavemessage', layout: 'other' },
    { path: 'credit-leavemessagedetail', layout: 'other' },
    { path: 'credit-leavemessageedit', layout: 'other' },
  ],
} satisfies AreaRoutes;
