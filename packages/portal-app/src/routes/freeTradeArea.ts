// 自贸区 (spec §2 'Sub-sites', Free trade area): the free-trade-area sub-site in its own layout (layoutRoutes).
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
/** The sub-site's layout route with its pages as children. */
export const layoutRoutes: PortalRoute[] = [];
