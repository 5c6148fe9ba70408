// The server's entry (docs/architecture.md "Server rendering"): the first answer of a public
// page is its HTML with its data, rendered by the same route table and loaders as in the browser
// (react-router's createStaticHandler and StaticRouterProvider), which then hydrates it (main.tsx).
// Built by `vite build --ssr` into dist-server/; the renderer (packages/portal-server, page-render.ts) calls
// `render` for each page address and falls back to the browser-rendered shell whenever this answers
// `client`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
} from 'react-router';
import { JSDOM } from 'jsdom';
import { blueTheme, redTheme, setSanitizerWindow } from '@credit-portal/ui';
import { site } from './config/site';
import { assemble } from './app/assemble';
import { areas, handlesOf, routes } from './app/routeTable';
import { areaOf, isRouted, routeIdOf, shellCallsOf } from './app/routed';
import clientManifest from 'virtual:client-manifest';
import { chunksOf, recordRouteModules } from './routeChunks';
import { PAGE_AREA_META, PAGE_CHUNKS_META } from './pageChunks';
import { escapeMarkup } from './shell/escapeMarkup';
import { documentDescription, documentTitle } from './shell/documentTitle';
import type { RouteMeta } from './shell/meta';
import { portal, renderScope } from './shell/portal.server';
import { provideRouted } from './shell/routed';
import { AccessibilityPreferenceContext, accessibilityPreferenceOf, htmlClassOf } from './shell/accessibility';
import { settleStreamed } from './shell/deferred';
import { PostedFormContext, type PostedFields } from './shell/postedFormData';
import { robotsTxt, sitemapXml } from './sitemap';

export interface RenderOptions {
  /** This answer's Content-Security-Policy nonce: the hydration data's script carries it. */
  nonce: string;
  /** Makes one back-end call for this render (the embedded back end in process, or a city's over HTTP). */
  fetch: typeof globalThis.fetch;
  /** Reports what went wrong in a render that then falls back to the browser. */
  onError?: (error: unknown) => void;
  /** A form's fields sent to this page as a plain POST: the page's form opens with them (shell/postedForm.ts). */
  posted?: PostedFields;
}

export type RenderResult =
  /** The page's HTML: `head` for the document's head, `html` for #root (with the hydration data), the `<html>` element's class. */
  | { kind: 'page'; status: number; head: string; html: string; htmlClass: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Rendered in the browser: a per-visitor page, or something the server could not render. */
  | { kind: 'client'; reason: string };

// The modules each route's code loads, for the page's modulepreload links (routeChunks.ts).
const routeModules = recordRouteModules(routes as RouteObject[]);
/** The whole table: the sitemap tries every page of it. */
const handler = createStaticHandler(routes as RouteObject[]);
// The layouts' menus link only to pages of the table (shell/routed.ts).
provideRouted(() => Promise.resolve(isRouted));

/**
 * The table a page renders with: the shell and the layouts with the routes of the page's area alone, the
 * table the browser starts with (app/discovery.ts initialRoutes), so hydration finds the same routes.
 * Matching an address and the static router's copy of the table cost in proportion to the table's
 * routes: with the whole table (~260) they were a tenth of a render's time. One handler per area, made
 * on its first page (25 areas and the addresses of none).
 */
const areaHandlers = new Map<string, StaticHandler>();
function handlerOf(pathname: string): StaticHandler {
  const name = areaOf(pathname) ?? '';
  let found = areaHandlers.get(name);
  if (!found) {
    const area = areas.find((candidate) => candidate.name === name);
    const table = assemble(area ? [area] : []) as RouteObject[];
    recordRouteModules(table, routeModules);
    found = createStaticHandler(table);
    areaHandlers.set(name, found);
  }
  return found;
}
// CMS articles are sanitised on the server as in the browser (DOMPurify, the same rules), in a DOM of
// jsdom's: the HTML holds the article, and hydration finds the same markup.
setSanitizerWindow(new JSDOM('').window);
const themeClass = site.theme === 'blue' ? blueTheme : redTheme;

/** /sitemap.xml for the portal at `origin`: its public pages and the newest articles of its columns. */
export function sitemap(origin: string, { fetch }: Pick<RenderOptions, 'fetch'>): Promise<string> {
  return renderScope.run({ fetch }, () => sitemapXml(origin, routes as RouteObject[], handler));
}

/** /robots.txt for the portal at `origin`. */
export function robots(origin: string): string {
  return robotsTxt(origin, routes as RouteObject[]);
}

/** The route id of a page address, or undefined for an address of no page: the renderer's metrics and logs label requests with it. */
export function routeOf(pathname: string): string | undefined {
  return routeIdOf(pathname);
}

/**
 * The query parameters a render reads by name (URLSearchParams get, getAll, has: the loaders' searchOf,
 * pagingOf and requiredParam, the filters' fields), recorded per render. The route table declares no
 * parameters, so what the page reads is its own: the canonical address keeps those and drops the rest
 * (tracking tags, typos, the address's other parameters a pager only carries along by iterating them).
 */
const paramsRead = new AsyncLocalStorage<Set<string>>();
for (const method of ['get', 'getAll', 'has'] as const) {
  const original = URLSearchParams.prototype[method] as (this: URLSearchParams, name: string, ...rest: unknown[]) => unknown;
  Object.defineProperty(URLSearchParams.prototype, method, {
    configurable: true,
    writable: true,
    value(this: URLSearchParams, name: string, ...rest: unknown[]) {
      paramsRead.getStore()?.add(String(name));
      return original.call(this, name, ...rest);
    },
  });
}

/** The page's one address: the public origin, its path, and only the parameters it read (non-empty, by name). */
function canonicalOf(url: URL, read: ReadonlySet<string>): string {
  const own = [...url.searchParams].filter(([name, value]) => read.has(name) && value.trim() !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(own).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** Renders the page at `request.url` for an anonymous visitor (the renderer never holds a visitor's token). */
export function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  return renderScope.run({ fetch: options.fetch }, () => paramsRead.run(new Set(), () => renderPage(request, options)));
}

async function renderPage(request: Request, { nonce, onError, posted }: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  // One address per page: another case or a trailing slash (which react-router matches alike) is sent to
  // the table's own address, with the query as it came.
  const own = routeIdOf(url.pathname);
  if (own !== undefined && own !== '/' && own !== url.pathname) return { kind: 'redirect', status: 301, location: `${own}${url.search}` };
  const handles = handlesOf(url.pathname);
  // Spec §6: a login-required page sends an anonymous visitor to the single sign-on, from the server.
  if (handles.some((handle) => handle.requiresAuth)) {
    try {
      const { data } = await portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: url.href } }, signal: request.signal });
      if (data?.data?.loginUrl) return { kind: 'redirect', status: 302, location: data.data.loginUrl };
    } catch (error) {
      onError?.(error);
    }
    return { kind: 'client', reason: 'login address unavailable' };
  }

  const pageHandler = handlerOf(url.pathname);
  const context = await pageHandler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) return { kind: 'redirect', status: context.status, location };
    return { kind: 'client', reason: `loader answered ${context.status}` };
  }
  // A failure of the back end (not a 404 the page shows) is shown by the browser, with its retry.
  const failed = Object.values(context.errors ?? {}).find((error) => !(isRouteErrorResponse(error) && (error.status === 404 || error.status === 401)));
  if (failed !== undefined) {
    onError?.(failed);
    return { kind: 'client', reason: 'a loader failed' };
  }
  for (const id of Object.keys(context.loaderData)) context.loaderData[id] = await settleStreamed(context.loaderData[id]);

  const lastRoute = context.matches.at(-1)?.route;
  const notFound = lastRoute?.path === '*' || lastRoute?.path === '404';
  const status = notFound ? 404 : context.statusCode;

  const router = createStaticRouter(pageHandler.dataRoutes, context);
  // The visitor's 无障碍 settings: the renderer passes on this one cookie (page-render.ts).
  const preference = accessibilityPreferenceOf(request.headers.get('cookie'));
  let renderFailed: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <AccessibilityPreferenceContext.Provider value={preference}>
        <PostedFormContext.Provider value={posted ?? null}>
          <StaticRouterProvider router={router} context={context} nonce={nonce} />
        </PostedFormContext.Provider>
      </AccessibilityPreferenceContext.Provider>
    </StrictMode>,
    {
      nonce,
      signal: request.signal,
      // Every part is settled before rendering (shell/deferred.ts): one document in order, readable
      // without JavaScript, rather than fallbacks swapped by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        renderFailed ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (renderFailed !== undefined) {
    onError?.(renderFailed);
    return { kind: 'client', reason: 'the page failed to render' };
  }

  const meta = [...context.matches].reverse().map((match) => match.route.handle as RouteMeta | undefined).find((handle) => handle?.title);
  const head = [
    `<title>${escapeMarkup(documentTitle(meta, url.pathname))}</title>`,
    `<meta name="description" content="${escapeMarkup(documentDescription(meta, url.pathname))}" />`,
    `<link rel="canonical" href="${escapeMarkup(canonicalOf(url, paramsRead.getStore() ?? new Set()))}" />`,
    `<meta name="${PAGE_CHUNKS_META}" content="${escapeMarkup(pageChunks(url.pathname, context.matches.map((match) => match.route.id)).map((file) => `/${file}`).join(' '))}" />`,
    `<meta name="${PAGE_AREA_META}" content="${escapeMarkup(areaOf(url.pathname) ?? '')}" />`,
  ].join('');
  return { kind: 'page', status, head, html, htmlClass: htmlClassOf(themeClass, preference) };
}

/**
 * The chunks the browser needs to hydrate this page, named in its HTML (boot.ts preloads them all at once
 * when the page is painted): the portal's code, its area's routes, the matched routes' layout and page
 * modules, and the adverts' code where the page shows them.
 */
function pageChunks(pathname: string, routeIds: readonly string[]): string[] {
  const area = areaOf(pathname);
  const modules = [
    // The portal's code, which the first script (boot.ts) imports once the page is painted.
    'src/main.tsx',
    ...(area ? [`src/areas/${area}/routes.ts`] : []),
    ...routeIds.flatMap((id) => routeModules.get(id) ?? []),
    ...(shellCallsOf(pathname).adverts ? ['src/shell/Adverts.tsx'] : []),
  ];
  return chunksOf(clientManifest, modules);
}
