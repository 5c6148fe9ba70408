import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../routes/meta';
import { nextTrail, readTrail, writeTrail } from './breadcrumbTrail';

/** The route's metadata: the deepest match that carries a title. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** Keeps the breadcrumb trail of spec §4 in step with navigation. */
function useBreadcrumbTrailTracking() {
  const location = useLocation();
  const matches = useMatches();
  const meta = useRouteMeta();
  const route = matches.at(-1)?.pathname ?? location.pathname;
  useEffect(() => {
    if (!meta) return;
    const entry = { title: meta.title, href: location.pathname + location.search, route: route.replace(/\/$/, '') || '/' };
    writeTrail(nextTrail(readTrail(), entry, Boolean(meta.oldRouter)));
  }, [meta, route, location.pathname, location.search]);
}

/**
 * The application shell (spec §2): the routed view, scroll reset to the top on each navigation
 * (and restored on back/forward), and the breadcrumb trail.
 */
export function AppShell() {
  useBreadcrumbTrailTracking();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
