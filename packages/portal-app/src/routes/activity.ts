// Activities (spec §2 'Activity'): 诚信万里行, the epidemic, food, drug and production safety campaigns with
// their clue reports, inquiry and lists. They render in the activity layout (layoutRoutes).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
/** The activity layout's route with its pages as children. */
export const layoutRoutes: PortalRoute[] = [];
