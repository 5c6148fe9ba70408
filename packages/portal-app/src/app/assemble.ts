// How the areas' routes are placed under the layout routes (docs/areas.md).
// The same placement builds the server's whole table (routeTable.ts) and patches one area at a time
// into the browser's table when a visitor first goes there (discovery.ts): every route has an id of its
// own (its address), so the server's render and the browser's table name a route alike and hydration
// finds each loader's data.
import { redirect } from 'react-router';
import { NOT_FOUND_HANDLE } from '../areas/auth/notFound';
import { AppShell, shellLoader, shouldShellRevalidate } from '../shell/AppShell';
import { HydrateFallback } from '../shell/HydrateFallback';
import { lazyPage } from '../shell/lazyPage';
import type { Area, LayoutVariant, PortalRoute, TableRoute } from '../shell/meta';
import { RouteError } from '../shell/RouteError';
import { RouteDataError } from '../shell/routeData';

/** The id of the shell's route, the parent of every layout and standalone page. */
export const ROOT_ID = 'root';
const layoutIds: Record<LayoutVariant, string> = { main: 'main-layout', content: 'content-layout', other: 'other-layout' };

const portalLayouts: Record<LayoutVariant, PortalRoute['lazy']> = {
  main: lazyPage(() => import('../layouts/MainLayout')),
  content: lazyPage(() => import('../layouts/ContentLayout')),
  other: lazyPage(() => import('../layouts/OtherLayout')),
};
const areaLayout = lazyPage(() => import('../layouts/AreaLayout'));

function withDataError(route: PortalRoute): PortalRoute {
  const { lazy } = route;
  if (!route.loader || route.ErrorBoundary || typeof lazy !== 'function') return route;
  return { ...route, lazy: async () => ({ ...(await lazy()), ErrorBoundary: RouteDataError }) };
}

/** A page route's id: its address, unique in the table (the table's tests check it). */
function withId(route: PortalRoute): PortalRoute {
  return route.id || route.path === undefined ? route : { ...route, id: `/${route.path.replace(/^\//, '')}` };
}

/** One area's routes, each with the id of the route it goes under. */
export function placeArea(area: Area): { parentId: string; routes: TableRoute[] }[] {
  const placed: { parentId: string; routes: TableRoute[] }[] = [];
  const inAreaLayout: PortalRoute[] = [];
  for (const listed of area.routes) {
    // A page whose data failed keeps its layout: the one error presentation in the page's place. It
    // comes with the page's code, so a page whose code cannot load falls to the shell's RouteError.
    const route = withId(withDataError(listed));
    const layout = route.handle?.layout;
    if (layout === 'main' || layout === 'content' || layout === 'other') placed.push({ parentId: layoutIds[layout], routes: [route] });
    else if (layout === 'area') inAreaLayout.push(route);
    else if (layout === 'none') placed.push({ parentId: ROOT_ID, routes: [route] });
    else throw new Error(`Route ${route.path} of area ${area.name} names no layout.`);
  }
  if (inAreaLayout.length > 0) {
    if (!area.layout) throw new Error(`Area ${area.name} has routes in its own layout but no layout settings.`);
    placed.push({ parentId: ROOT_ID, routes: [{ id: `${area.name}-layout`, lazy: areaLayout, handle: area.layout, children: inAreaLayout }] });
  }
  return placed;
}

/** Builds the table: the portal's three layouts with the given areas' pages, each area's own layout, the standalone pages. */
export function assemble(list: readonly Area[]): TableRoute[] {
  const children: TableRoute[] = [
    { id: layoutIds.main, lazy: portalLayouts.main, children: [{ id: 'site-root', index: true, loader: () => redirect('/home') }] },
    { id: layoutIds.content, lazy: portalLayouts.content, children: [] },
    { id: layoutIds.other, lazy: portalLayouts.other, children: [] },
  ];
  const own: TableRoute[] = [];
  for (const area of list) {
    for (const { parentId, routes } of placeArea(area)) {
      if (parentId === ROOT_ID) own.push(...routes);
      else children.find((layout) => layout.id === parentId)?.children?.push(...routes);
    }
  }
  return [
    {
      id: ROOT_ID,
      path: '/',
      Component: AppShell,
      loader: shellLoader,
      shouldRevalidate: shouldShellRevalidate,
      HydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        ...children,
        ...own,
        // Unknown paths show the 404 page where they are (spec §2), answered with HTTP 404 by the server.
        { id: 'not-found', path: '*', lazy: lazyPage(() => import('../areas/auth/NotFoundPage')), handle: NOT_FOUND_HANDLE },
      ],
    },
  ];
}
