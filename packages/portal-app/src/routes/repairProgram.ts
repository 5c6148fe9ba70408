// 信用修复专项 (spec §2 'Credit repair program', separate login flow): its own layout (layoutRoutes).
//
// No route: the contract (openapi/, spec §7) has no operation for the program. Nothing finds a record to repair
// (-single-Search), applies to cancel or repair one record (-single-cancel) or a list of them (-batch-cancel), reads
// an application (-detail) or its log (-cancel-log). Its login would have nowhere to lead: POST /auth/login issues
// the portal's own token (portalToken) to the visitor accounts of the single sign-on (enterprise, organisation,
// person; the reference server seeds no institution or operator account), and no operation is granted to an
// operator. A login page in front of nothing is a route that does not work, so /repair-program-login stays out too.
// When the back end offers the program's operations, the login should be a password form with the graphic captcha
// (POST /auth/login's username, password, code), the token kept by the shell as every login is, and the other pages
// children of this layout marked requiresAuth so that an expired token returns to the login with the draft kept.
import type { PortalRoute } from './meta';

export const mainRoutes: PortalRoute[] = [];
export const contentRoutes: PortalRoute[] = [];
export const otherRoutes: PortalRoute[] = [];
/** The sub-site's layout route with its pages as children. */
export const layoutRoutes: PortalRoute[] = [];
