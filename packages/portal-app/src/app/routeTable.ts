// The route table, assembled from the areas (docs/areas.md, STYLE.md "Areas and routes"). Each area
// lists its routes as data, each route's handle naming its layout; this file places them under the
// layout routes and is imported only by the entry points. Routes join the table only when they work
// end to end.
import { redirect } from 'react-router';
import { area as activity } from '../areas/activity/routes';
import { area as archives } from '../areas/archives/routes';
import { area as auth, NOT_FOUND_HANDLE } from '../areas/auth/routes';
import { area as catalogue } from '../areas/catalogue/routes';
import { area as cms } from '../areas/cms/routes';
import { area as commitment } from '../areas/commitment/routes';
import { area as creditloan } from '../areas/creditloan/routes';
import { area as creditplus } from '../areas/creditplus/routes';
import { area as doublepublicity } from '../areas/doublepublicity/routes';
import { area as ecology } from '../areas/ecology/routes';
import { area as eleguarantee } from '../areas/eleguarantee/routes';
import { area as farming } from '../areas/farming/routes';
import { area as freetradearea } from '../areas/freetradearea/routes';
import { area as home } from '../areas/home/routes';
import { area as interaction } from '../areas/interaction/routes';
import { area as leavemessage } from '../areas/leavemessage/routes';
import { area as medicalinsurance } from '../areas/medicalinsurance/routes';
import { area as objections } from '../areas/objections/routes';
import { area as points } from '../areas/points/routes';
import { area as publicity } from '../areas/publicity/routes';
import { area as repair } from '../areas/repair/routes';
import { area as search } from '../areas/search/routes';
import { area as service } from '../areas/service/routes';
import { area as user } from '../areas/user/routes';
import { AppShell, shellLoader, shouldShellRevalidate } from '../shell/AppShell';
import { HydrateFallback } from '../shell/HydrateFallback';
import { lazyPage } from '../shell/lazyPage';
import type { Area, LayoutVariant, PortalRoute, TableRoute } from '../shell/meta';
import { RouteError } from '../shell/RouteError';
import { RouteDataError } from '../shell/routeData';

export const areas: readonly Area[] = [
  home,
  search,
  archives,
  cms,
  publicity,
  catalogue,
  doublepublicity,
  commitment,
  service,
  objections,
  interaction,
  leavemessage,
  user,
  points,
  repair,
  creditplus,
  activity,
  ecology,
  freetradearea,
  medicalinsurance,
  farming,
  creditloan,
  eleguarantee,
  auth,
];

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

/** Builds the table: the portal's three layouts with their areas' pages, each area's own layout, the standalone pages. */
export function assemble(list: readonly Area[]): TableRoute[] {
  const inPortalLayout: Record<LayoutVariant, PortalRoute[]> = { main: [], content: [], other: [] };
  const own: TableRoute[] = [];
  for (const area of list) {
    const inAreaLayout: PortalRoute[] = [];
    for (const listed of area.routes) {
      // A page whose data failed keeps its layout: the one error presentation in the page's place. It
      // comes with the page's code, so a page whose code cannot load falls to the shell's RouteError.
      const route = withDataError(listed);
      const layout = route.handle?.layout;
      if (layout === 'main' || layout === 'content' || layout === 'other') inPortalLayout[layout].push(route);
      else if (layout === 'area') inAreaLayout.push(route);
      else if (layout === 'none') own.push(route);
      else throw new Error(`Route ${route.path} of area ${area.name} names no layout.`);
    }
    if (inAreaLayout.length > 0) {
      if (!area.layout) throw new Error(`Area ${area.name} has routes in its own layout but no layout settings.`);
      own.push({ id: `${area.name}-layout`, lazy: areaLayout, handle: area.layout, children: inAreaLayout });
    }
  }
  return [
    {
      path: '/',
      Component: AppShell,
      loader: shellLoader,
      shouldRevalidate: shouldShellRevalidate,
      HydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        { id: 'main-layout', lazy: portalLayouts.main, children: [{ index: true, loader: () => redirect('/home') }, ...inPortalLayout.main] },
        { id: 'content-layout', lazy: portalLayouts.content, children: inPortalLayout.content },
        { id: 'other-layout', lazy: portalLayouts.other, children: inPortalLayout.other },
        ...own,
        // Unknown paths show the 404 page where they are (spec §2), answered with HTTP 404 by the server.
        { path: '*', lazy: lazyPage(() => import('../areas/auth/NotFoundPage')), handle: NOT_FOUND_HANDLE },
      ],
    },
  ];
}

export const routes: TableRoute[] = assemble(areas);
