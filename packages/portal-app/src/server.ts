// The server build's entry: the framework's request handler, each request's back-end calls sent through the
// fetch its caller gives (packages/portal-server), and robots.txt and sitemap.xml made from the route table.
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PortalServerEntry } from '@credit-portal/portal-server/entry';
import { tokenClearCookie } from '@credit-portal/api-client';
import * as build from 'virtual:react-router/server-build';
import { renderScope, type RenderScope } from './shell/portal.server';
import { LOGIN_PAGE, loginAddress } from './shell/loginAddress';
import type { RouteMeta } from './shell/meta';
import { robotsTxt, sitemapXml, type Page } from './sitemap';
import { routeIdOf as tableIdOf } from './app/routed';

// Every export is what the renderer (packages/portal-server) loads from this build, typed by its contract.
export const routeIdOf: NonNullable<PortalServerEntry['routeIdOf']> = tableIdOf;

const serverBuild = build as unknown as ServerBuild;
const handler = createRequestHandler(serverBuild, process.env.NODE_ENV === 'production' ? 'production' : 'development');

type BuildRoute = NonNullable<ServerBuild['routes'][string]>;
const routeList: BuildRoute[] = Object.values(serverBuild.routes).filter((route): route is BuildRoute => route !== undefined);

/** Every page of the table with its full path, its handle and whether a layout holds it. */
const pages: Page[] = routeList.flatMap((route) => {
  if (route.path === undefined || route.path === '*' || route.index) return [];
  return [{ path: `/${route.path}`, handle: route.module.handle as RouteMeta | undefined, inLayout: route.parentId !== 'root' }];
});

/** Whether the page at an address takes a form's POST (its route module has an action): a page's route id is its address. */
const acting = new Set(routeList.filter((route) => route.id.startsWith('/') && typeof route.module.action === 'function').map((route) => route.id.toLowerCase()));
export const hasAction: NonNullable<PortalServerEntry['hasAction']> = (pathname) => acting.has((pathname.replace(/\/+$/, '') || '/').toLowerCase());

/**
 * The query parameters a render reads by name (URLSearchParams get, getAll, has), recorded per render: the
 * canonical address keeps those and drops the rest (tracking tags, typos, what a pager only carries along).
 */
for (const method of ['get', 'getAll', 'has'] as const) {
  const original = URLSearchParams.prototype[method] as (this: URLSearchParams, name: string, ...rest: unknown[]) => unknown;
  Object.defineProperty(URLSearchParams.prototype, method, {
    configurable: true,
    writable: true,
    value(this: URLSearchParams, name: string, ...rest: unknown[]) {
      renderScope.getStore()?.paramsRead?.add(String(name));
      return original.call(this, name, ...rest);
    },
  });
}

/** Answers one request for a page (or the framework's data and manifest requests). */
export const handle: PortalServerEntry['handle'] = async (request, { nonce, fetch, posted, token, operatorToken, onFormNotSent, onError }) => {
  const url = new URL(request.url);
  // One address per page: another case or a trailing slash is sent to the table's own, with the query as it came.
  const own = routeIdOf(url.pathname);
  if (request.method === 'GET' && own !== undefined && own !== '/' && own !== url.pathname) return new Response(null, { status: 301, headers: { Location: `${own}${url.search}` } });
  const scope: RenderScope = { fetch, paramsRead: new Set(), ...(token ? { token } : {}), ...(operatorToken ? { operatorToken } : {}) };
  // A login-required page's loader sends an anonymous visitor to the single sign-on (shell/session.ts).
  const answer = await renderScope.run(scope, () => handler(request, { nonce, ...(posted ? { posted } : {}), ...(onError ? { reportError: onError } : {}) }));
  return scope.loginEnded ? loginEnded(url, request.method, answer, onFormNotSent) : answer;
};

/**
 * A page whose calls found the visitor's login ended answers, as the browser's shell does, with the login page
 * saying so (which brings the visitor back) and the login cookie cleared. A redirect the page answered (a
 * sign-on's return) stands, the framework's data requests are the script's to handle, and the login page shows.
 */
function loginEnded(url: URL, method: string, answer: Response, onFormNotSent?: () => void): Response {
  const clear = tokenClearCookie({ secure: url.protocol === 'https:' });
  if ((answer.status >= 300 && answer.status < 400) || url.pathname.endsWith('.data') || url.pathname === '/__manifest') return answer;
  if (url.pathname === LOGIN_PAGE) {
    const headers = new Headers(answer.headers);
    headers.append('Set-Cookie', clear);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  }
  void answer.body?.cancel();
  if (method === 'POST') onFormNotSent?.();
  const location = loginAddress(url.pathname + url.search, { expired: true, unsent: method === 'POST' });
  return new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': clear, 'Cache-Control': 'no-store' } });
}

/** /sitemap.xml for the portal at `origin`: its public pages and the newest articles of its columns. */
export const sitemap: PortalServerEntry['sitemap'] = (origin, { fetch }) =>
  renderScope.run({ fetch }, () =>
    sitemapXml(origin, pages, async (path) => {
      const answer = await handler(new Request(new URL(path, origin)), { nonce: '' });
      await answer.body?.cancel();
      return answer.status === 200;
    }),
  );

/** /robots.txt for the portal at `origin`. */
export const robots: PortalServerEntry['robots'] = (origin) => robotsTxt(origin, pages);
