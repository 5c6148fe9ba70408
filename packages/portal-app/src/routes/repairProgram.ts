// 信用修复专项 (spec §2 'Credit repair program', separate login flow): its own layout (layoutRoutes).
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
/** The sub-site's layout route with its pages as children. */
export const layoutRoutes: PortalRoute[] = [];
