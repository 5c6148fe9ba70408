// Whether an internal address leads to a page of the route table (not to the /404 fallback). The
// CMS's navigation may name routes of groups that have not joined the table yet; the portal does not
// link visitors to a missing page.
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteMeta } from '../shell/meta';
import { routes } from './routeTable';

// Matching ranks every route of the table afresh (react-router's matchRoutes): a page asks for each of
// its menu and footer links, so the answers are kept by path (a few hundred paths at most).
const routedPaths = new Map<string, boolean>();

export function isRouted(href: string): boolean {
  const { pathname } = new URL(href, 'http://portal.invalid');
  let routed = routedPaths.get(pathname);
  if (routed === undefined) {
    const matches = matchRoutes(routes as RouteObject[], pathname);
    routed = matches !== null && matches[matches.length - 1]?.route.path !== '*';
    if (routedPaths.size < 1000) routedPaths.set(pathname, routed);
  }
  return routed;
}

/** The handles of the routes an address matches, outermost first (for the entry point's early calls). */
export function handlesOf(pathname: string): RouteMeta[] {
  return (matchRoutes(routes as RouteObject[], pathname) ?? []).map((match) => match.route.handle as RouteMeta | undefined).filter((handle): handle is RouteMeta => Boolean(handle));
}
