// Content pages of the main portal: about-us, statement, credit repair, publicity and the other single pages (spec §2).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
