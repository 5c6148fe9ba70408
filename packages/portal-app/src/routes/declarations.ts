// Points declarations and credit report applications (spec §2 /declare-Legal, /declare-person, /credit-report).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
