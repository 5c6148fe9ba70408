import { StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blueTheme, redTheme } from '@credit-portal/ui';
import { site } from './config/site';
import { routes } from './app/routeTable';
import { handlesOf, isRouted } from './app/routed';
import { RoutedContext } from './shell/routed';
import { startShellCalls } from './shell/navigation';
import type { RouteMeta } from './shell/meta';
import { keepAnswer } from './shell/routeData';

declare global {
  interface Window {
    /** The server's render of this page (entry-server.tsx): the loaders' data, for hydration. */
    __staticRouterHydrationData?: HydrationState;
  }
}

// The strict Content-Security-Policy allows only <style> elements carrying this page's nonce: the
// dialogs' scroll lock (react-remove-scroll) inserts one and takes the nonce from get-nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

// The theme class sits on <html> so that dialogs rendered in portals are themed too (the server's
// answer has it already).
document.documentElement.classList.add(site.theme === 'blue' ? blueTheme : redTheme);

const serverRendered = window.__staticRouterHydrationData !== undefined;

// The calls every portal page makes start now, alongside the page's own code (issue 6); a page the
// server rendered has its menu already, and only the adverts (never rendered on the server) are asked.
const firstHandles = handlesOf(window.location.pathname);
const adverts = !firstHandles.some((handle) => handle.adverts === false);
startShellCalls({ layout: !serverRendered && !firstHandles.some((handle) => handle.layout === 'none'), adverts });
// The adverts' code too: their images are often the first page's largest element.
if (adverts) void import('./shell/Adverts');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <RoutedContext.Provider value={isRouted}>
      <RouterProvider router={router} />
    </RoutedContext.Provider>
  </StrictMode>
);

/**
 * Hydration renders exactly what the server did, so the page's lazily loaded routes (layout and page)
 * are loaded first: otherwise the router would show its fallback in their place for a moment.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes as RouteObject[], window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** A kept-alive page the server rendered comes back from memory, as one the browser loaded would (routeData.tsx). */
function keepHydratedAnswers(router: ReturnType<typeof createBrowserRouter>): void {
  const { matches, loaderData, location } = router.state;
  for (const { route } of matches) {
    if ((route.handle as RouteMeta | undefined)?.keepAlive && route.id in loaderData) keepAnswer(location.pathname + location.search, loaderData[route.id]);
  }
}

const renderInBrowser = () => createRoot(container).render(app(createBrowserRouter(routes as RouteObject[])));

if (serverRendered) {
  loadMatchedRoutes().then(
    () => {
      const router = createBrowserRouter(routes as RouteObject[], { hydrationData: window.__staticRouterHydrationData });
      keepHydratedAnswers(router);
      hydrateRoot(container, app(router), {
        // A page that differs from the server's render is rendered again in the browser; say so loudly.
        onRecoverableError: (error) => console.error('服务端渲染与浏览器渲染不一致', error),
      });
    },
    // The page's code did not load (twice: lazyPage reloaded once): the router shows the error in the browser.
    renderInBrowser,
  );
} else {
  renderInBrowser();
}
