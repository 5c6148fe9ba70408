// Credit repair and the dishonesty risk warning report (spec §2 'Other pages', /SXFXJSBG).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
