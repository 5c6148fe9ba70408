// The server build's entry: the framework's request handler, each request's back-end calls sent through the
// fetch its caller gives (packages/portal-server), and robots.txt and sitemap.xml made from the route table.
import { createRequestHandler, type ServerBuild } from 'react-router';
import { tokenClearCookie } from '@credit-portal/api-client';
import * as build from 'virtual:react-router/server-build';
import { renderScope, type RenderScope } from './shell/portal.server';
import { LOGIN_PAGE, loginAddress } from './shell/loginAddress';
import type { PostedFields } from './shell/postedFormData';
import type { RouteMeta } from './shell/meta';
import { robotsTxt, sitemapXml, type Page } from './sitemap';
import { routeIdOf } from './app/routed';

export { routeIdOf } from './app/routed';

export interface PageRequestOptions {
  /** This answer's Content-Security-Policy nonce. */
  nonce: string;
  /** Makes one back-end call for this request. */
  fetch: typeof globalThis.fetch;
  /** A form's fields sent to the page as a plain POST: the page's form opens with them. */
  posted?: PostedFields;
  /** The visitor's login, sent with the request's back-end calls: their own page. */
  token?: RenderScope['token'];
  /** The repair program operator's login (its own cookie), sent only with the program's calls. */
  operatorToken?: RenderScope['operatorToken'];
  /** Called when a form's POST found the visitor's login ended, so nothing was sent: the caller may keep what was typed. */
  onFormNotSent?: () => void;
  /** Called with what failed in the render (a loader, an action, a component); the console without it. */
  onError?: (error: unknown) => void;
}

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
export const hasAction = (pathname: string): boolean => acting.has((pathname.replace(/\/+$/, '') || '/').toLowerCase());

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
export async function handle(request: Request, { nonce, fetch, posted, token, operatorToken, onFormNotSent, onError }: PageRequestOptions): Promise<Response> {
  const url = new URL(request.url);
  // One address per page: another case or a trailing slash is sent to the table's own, with the query as it came.
  const own = routeIdOf(url.pathname);
  if (request.method === 'GET' && own !== undefined && own !== '/' && own !== url.pathname) return new Response(null, { status: 301, headers: { Location: `${own}${url.search}` } });
  const scope: RenderScope = { fetch, paramsRead: new Set(), ...(token ? { token } : {}), ...(operatorToken ? { operatorToken } : {}) };
  // A login-required page's loader sends an anonymous visitor to the single sign-on (shell/session.ts).
  const answer = await renderScope.run(scope, () => handler(request, { nonce, ...(posted ? { posted } : {}), ...(onError ? { reportError: onError } : {}) }));
  return scope.loginEnded ? loginEnded(url, request.method, answer, onFormNotSent) : answer;
}

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
export function sitemap(origin: string, { fetch }: { fetch: typeof globalThis.fetch }): Promise<string> {
  return renderScope.run({ fetch }, () =>
    sitemapXml(origin, pages, async (path) => {
      const answer = await handler(new Request(new URL(path, origin)), { nonce: '' });
      await answer.body?.cancel();
      return answer.status === 200;
    }),
  );
}

/** /robots.txt for the portal at `origin`. */
export function robots(origin: string): string {
  return robotsTxt(origin, pages);
}
