import { startTransition, StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blueTheme, redTheme } from '@credit-portal/ui';
import { site } from './config/site';
import { initialRoutes, patchRoutesOnNavigation, preloadOnIntent, routeManifest } from './app/discovery';
import { assemble, ROOT_ID } from './app/assemble';
import type { shellLoader } from './shell/AppShell';
import { provideRouted } from './shell/routed';
import { startShellCalls } from './shell/navigation';
import type { RouteMeta } from './shell/meta';
import { keepAnswer } from './shell/routeData';
import { PAGE_AREA_META } from './pageChunks';
import { PostedFormContext, readPostedFields } from './shell/postedFormData';
import { AccessibilityPreferenceContext, accessibilityPreferenceOf, htmlClassOf } from './shell/accessibility';

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
// The visitor's 无障碍 settings are on it too (a page rendered in the browser gets them here).
const accessibility = accessibilityPreferenceOf(document.cookie);
document.documentElement.classList.add(...htmlClassOf(site.theme === 'blue' ? blueTheme : redTheme, accessibility).split(' '));

const serverRendered = window.__staticRouterHydrationData !== undefined;

// Whether a link leads to a page of the table (the layouts' menus): the route manifest's chunk, loaded
// when first needed (a page the server rendered has its menu already).
provideRouted(() => routeManifest().then(({ isRouted }) => isRouted));

/**
 * The calls every portal page makes start now, alongside the page's own code. A page the
 * server rendered has its menu already, and its adverts' list too (the shell's loader; the adverts are
 * still drawn only in the browser): it asks for nothing, and loads no client's code for it. A page
 * rendered here asks for what its route shows, which the route manifest says.
 */
async function startCalls(): Promise<void> {
  if (serverRendered) {
    const knownAdverts = (window.__staticRouterHydrationData?.loaderData?.[ROOT_ID] as Awaited<ReturnType<typeof shellLoader>> | undefined)?.adverts;
    startShellCalls({ layout: false, adverts: knownAdverts !== undefined, knownAdverts });
    return;
  }
  const shellCalls = (await routeManifest()).shellCallsOf(window.location.pathname);
  // 关怀版 shows no adverts: nothing of theirs is asked for.
  const adverts = shellCalls.adverts && !accessibility.care;
  startShellCalls({ layout: shellCalls.layout, adverts });
  // The adverts' code too: their images are often the first page's largest element.
  if (adverts) void import('./shell/Adverts');
}
const calls = startCalls();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const container: HTMLElement = root;

// A form sent before this page's script ran comes back in the page (shell/postedForm.ts).
const posted = readPostedFields();

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AccessibilityPreferenceContext.Provider value={accessibility}>
      <PostedFormContext.Provider value={posted}>
        <RouterProvider router={router} />
      </PostedFormContext.Provider>
    </AccessibilityPreferenceContext.Provider>
  </StrictMode>
);

/**
 * Hydration renders exactly what the server did, so the page's lazily loaded routes (layout and page)
 * are loaded first: otherwise the router would show its fallback in their place for a moment.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
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

/** The router's table: the shell and layouts, and the page's own area once its routes have loaded. */
let routes = assemble([]) as RouteObject[];
const renderInBrowser = () => createRoot(container).render(app(createBrowserRouter(routes, { patchRoutesOnNavigation })));

async function start(): Promise<void> {
  await calls;
  // The routes of this page's area (its chunk is preloaded by the server's HTML, which names it); others
  // join on navigation.
  const area = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_AREA_META}"]`)?.content || undefined;
  routes = (await initialRoutes(window.location.pathname, serverRendered ? area : undefined)) as RouteObject[];
  preloadOnIntent();
  if (!serverRendered) return renderInBrowser();
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData, patchRoutesOnNavigation });
  keepHydratedAnswers(router);
  // Hydration in a transition: React works in slices and lets the browser answer the visitor between them.
  startTransition(() => {
    hydrateRoot(container, app(router), {
      // A page that differs from the server's render is rendered again in the browser; say so loudly.
      onRecoverableError: (error) => console.error('服务端渲染与浏览器渲染不一致', error),
    });
  });
}

// The page's code did not load (twice: lazyPage reloaded once): the router shows the error in the browser.
start().catch(renderInBrowser);
