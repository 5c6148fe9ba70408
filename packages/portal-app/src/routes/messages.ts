// Citizen messages: leave a message, the public list, its detail and editing (spec §2 'Group under /other').
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
