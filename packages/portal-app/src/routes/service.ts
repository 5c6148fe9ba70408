// Credit service (spec §2 'Credit service'): the service hub, credit declarations, contract details,
// personal credit, the enterprise query and self-declarations (objections and complaints: serviceObjections.ts).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
