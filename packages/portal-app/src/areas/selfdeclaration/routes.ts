// Self-declarations (spec §2 'Credit service' /self-declaration): the guide with the enterprise's own
// declarations, the form, the published declarations and one declaration. They belong to the credit
// service's group of pages, so they light its 信用服务 tab.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'selfdeclaration',
  routes: [
    { path: 'self-declaration', layout: 'content' },
    { path: 'self-declaration1', layout: 'content' },
    { path: 'self-declaration-list', layout: 'content' },
    { path: 'self-declaration-detail', layout: 'content' },
  ],
} satisfies AreaRoutes;
