// Credit service, objections and complaints (spec §2 'Credit service'): the objection statements of legal
// persons, unincorporated organisations and natural persons, complaints, and the service inquiry.
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
