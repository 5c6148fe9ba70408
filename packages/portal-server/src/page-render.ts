// Public pages answered as HTML with their data (docs/architecture.md "Server rendering"):
// the portal's server build (packages/portal-app/build/server/index.js) renders a page address
// through React Router's request handler, with the loaders the browser then hydrates; a logged-in
// visitor's page with their login. What could not be rendered falls back to the page rendered in the
// browser, so a failure here never costs a visitor the page.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { htmlSecurityHeaders, newNonce, type PageRenderer } from './static.js';
import { visitorAddress } from './visitor.js';
import type { PortalServerEntry, PortalToken } from './entry.js';
import { randomBytes } from 'node:crypto';
import { UNSENT_FORM_COOKIE, UNSENT_FORM_KEY_BYTES, unsentFormCookie, unsentForms as keptForms } from './unsent-forms.js';

/** Where the renderer reports (the reference back end's console logger, the renderer's JSON lines). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Test mode lets a test ask for the browser-rendered shell (CLIENT_RENDER_HEADER). */
export type ServerMode = 'production' | 'development' | 'test';

/** The login cookie of the portal's client (api-client createCookieTokenStore): its pages are the visitor's own. */
const TOKEN_COOKIE = 'credit-portal-token';
/**
 * The credit-repair program's operator cookie (portal-app areas/repairprogram/program.ts OPERATOR_COOKIE):
 * its pages are the operator's own. Passed to a render apart from the visitor's, never in its place.
 */
const OPERATOR_COOKIE = 'repair-program-token';
/** The cookies that make an answer someone's own: any of them, even one that is no token, keeps it from every cache. */
const PERSONAL_COOKIES = [TOKEN_COOKIE, OPERATOR_COOKIE] as const;
/**
 * The visitor's display preferences (the 无障碍 settings, portal-app shell/accessibility.ts): passed on
 * to a render, so the page's first answer already looks as the visitor chose. The one cookie a page's
 * HTML differs by, so caches keep a copy per value (deploy/nginx's cache key names it).
 */
export const PREFERENCE_COOKIES = ['credit_portal_a11y'] as const;
/**
 * The token of the captcha image a form showed without the page's script (portal-app
 * shell/captchaAddresses.ts NOSCRIPT_CAPTCHA_COOKIE): passed on to a render too, for the form's route
 * action and for that captcha's code spoken. No page's HTML differs by it.
 */
export const NOSCRIPT_CAPTCHA_COOKIE = 'credit-portal-captcha';
/** Test mode only: the browser renders this page, so a test can fake the page's first calls in the browser. */
export const CLIENT_RENDER_HEADER = 'x-portal-render';

/** Public pages: a CDN or nginx may keep them a minute and serve them stale for ten while it asks again. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/**
 * A page whose render met a failure of the back end: shown to the visitor it was rendered for, never
 * kept by nginx or a CDN (it would serve one visitor's lock or a passing outage to everyone).
 */
export const DEGRADED_PAGE_CACHE = 'no-store';

/**
 * What one render met of the back end, call by call. `failed`: a call threw (network, timeout, the
 * visitor gone), answered HTTP >= 400 other than 404, or JSON that is not an envelope with code 200 or
 * 4040 (cut off, no envelope, or any other code: 202, 203, 401, 403, 405, 500, unknown ones; the renderer
 * holds no token, so even 203 and 401 are no page an anonymous visitor should keep getting). `notFound`:
 * a call answered the catalogue's 4040 or HTTP 404, which a page shows as its own 404 page.
 */
export interface BackendOutcome {
  failed: boolean;
  notFound: boolean;
}

/** Whether a rendered page may be kept by shared caches: it met no failure, and a not-found only as its own 404. */
export function shareable(outcome: BackendOutcome, status: number): boolean {
  return !outcome.failed && (!outcome.notFound || status === 404);
}

const JSON_CONTENT = /[/+]json\b/i;

/** The envelope's `code` of a parsed JSON answer, or null when it is no envelope. */
function envelopeCodeOf(body: unknown): number | null {
  const code = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}

/**
 * The envelope codes of answers whose body was read and parsed already (remoteBackend's check for
 * malformed answers): null for one that did not parse or is no envelope. A render's judgement then
 * reads no body a second time.
 */
const readCodes = new WeakMap<Response, number | null>();

/**
 * One back-end call of a render, judged into `outcome` as the portal's client will judge it (the error
 * catalogue: only a JSON envelope with code 200 succeeds; HTTP 509 is the crawler guard), and handed on
 * unchanged. The renderer's calls are the contract's JSON calls, so an answer of another type counts as
 * a failure (the client finds it malformed). A body the back end's own check has not read is read here,
 * once, and its text handed on in a new answer.
 */
export async function judgeCall(call: Request, answering: Promise<Response>, outcome: BackendOutcome): Promise<Response> {
  let answer: Response;
  try {
    answer = await answering;
  } catch (error) {
    outcome.failed = true;
    throw error;
  }
  if (answer.status === 404) {
    outcome.notFound = true;
    return answer;
  }
  if (answer.status >= 400 || !JSON_CONTENT.test(answer.headers.get('Content-Type') ?? '')) {
    outcome.failed = true;
    return answer;
  }
  if (call.method === 'HEAD' || answer.status === 204) return answer;
  let code = readCodes.get(answer);
  let handedOn = answer;
  if (code === undefined) {
    let text: string;
    try {
      text = await answer.text();
    } catch (error) {
      outcome.failed = true;
      throw error;
    }
    try {
      code = envelopeCodeOf(JSON.parse(text));
    } catch {
      code = null;
    }
    handedOn = new Response(text, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  }
  if (code === 4040) outcome.notFound = true;
  else if (code !== 200) outcome.failed = true;
  return handedOn;
}

export interface PageRenderOptions {
  /** The portal's server entry. */
  entryFile: string;
  /**
   * Makes one back-end call of a render for the visitor's request (`page`): in process to the embedded
   * back end, or over HTTP to a city's own (PORTAL_API_ORIGIN). `page` is null for the renderer's own
   * calls (the sitemap), which are made for no visitor and so are not counted against one.
   */
  backend: (call: Request, page: Context | null) => Promise<Response>;
  mode: ServerMode;
  logger: Logger;
  /**
   * The site's public address (PORTAL_PUBLIC_ORIGIN, e.g. https://credit.example.gov.cn): pages are
   * rendered at it (canonical addresses, the sign-on's return address), robots.txt and the sitemap name
   * it. Unset: the address a request arrived at on this process (publicOriginOf), never its Host header.
   */
  publicOrigin?: string;
  /** Told how long each render that reached the server entry took, finished or failed. */
  onRendered?: (c: Context, seconds: number) => void;
  /**
   * Told of a render abandoned because its visitor hung up (the request's signal aborted): whatever the
   * render threw then is the visitor's leaving, not a fault. Unset, an info line says so.
   */
  onVisitorGone?: (c: Context, gone: VisitorGone) => void;
  /**
   * The key that seals a form kept while its visitor logs in again (unsent-forms.ts), 32 bytes: the same for
   * every renderer behind one site, since the visitor's next page may reach another. Unset: this process's own.
   */
  formKey?: Uint8Array;
  /**
   * The folder the site's renderers share for a kept form too large for its cookie (unsent-forms.ts,
   * PORTAL_UNSENT_FORMS_DIR). Unset: one of this process's own, made when first needed.
   */
  unsentFormsDir?: string;
  /** Peers whose X-Forwarded-For is believed for the visitor's address (visitor.ts): a visitor's kept forms are counted by it. */
  trustedProxies?: readonly string[];
}

/** A render cut short by its visitor's leaving: why the connection ended, and how long the render had run. */
export interface VisitorGone {
  path: string;
  reason: string;
  afterMs: number;
}

/** Why a visitor's request ended early, in words (its signal's reason: a closed connection, ECONNRESET). */
export function goneReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' && reason !== '' ? reason : 'aborted';
}

/** The request id header: taken from the visitor's request when well formed, answered, and passed to the back end. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Where a request's id is kept on its hono Context (`c.set`), for the back-end calls of its render. */
export const REQUEST_ID_KEY = 'requestId';

/** The id of the request being answered, if the server gave it one. */
export function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get(REQUEST_ID_KEY);
  return typeof id === 'string' ? id : undefined;
}

/** How a call to a city's back end failed (portal_backend_errors_total's `kind`). */
export type BackendErrorKind = 'timeout' | 'network' | 'http_5xx' | 'malformed';

export interface RemoteBackendOptions {
  /** Peers whose X-Forwarded-For is believed for the visitor's address (visitor.ts). */
  trustedProxies?: readonly string[];
  /** A call that has not answered by then is aborted (its render falls back to the browser). */
  timeoutMs?: number;
  /** Told of each failed call; with it, JSON answers are also checked to parse. */
  onError?: (kind: BackendErrorKind, call: Request, error?: unknown) => void;
}

/** A JSON answer that does not parse counts as malformed; it is passed on as it came (the client reports it). */
async function checkedJson(answer: Response, report: (error: unknown) => void): Promise<Response> {
  if (!answer.ok || answer.status === 204) return answer;
  const body = await answer.text();
  let code: number | null = null;
  try {
    if (!(answer.headers.get('Content-Type') ?? '').includes('json')) throw new Error(`不是 JSON: ${answer.headers.get('Content-Type') ?? '无 Content-Type'}`);
    code = envelopeCodeOf(JSON.parse(body));
  } catch (error) {
    report(error);
  }
  const checked = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  // Parsed once: the render's judgement (judgeCall) takes the code from here.
  readCodes.set(checked, code);
  return checked;
}

/**
 * A city's own back end, over HTTP: the render's call goes to `origin` with the same path and query,
 * saying for whom it is made (X-Forwarded-For, honouring trusted proxies) and for which request
 * (X-Request-Id), with the visitor's token only when the render is a logged-in visitor's own page.
 */
export function remoteBackend(origin: string, { trustedProxies = [], timeoutMs, onError }: RemoteBackendOptions = {}): PageRenderOptions['backend'] {
  const base = new URL(origin);
  return async (call, page) => {
    const target = new URL(call.url);
    target.protocol = base.protocol;
    target.host = base.host;
    const headers = new Headers({ Accept: call.headers.get('Accept') ?? 'application/json' });
    const contentType = call.headers.get('Content-Type');
    if (contentType) headers.set('Content-Type', contentType);
    // A logged-in visitor's render carries their token (the render's client sets it), to this back end only.
    const authorization = call.headers.get('Authorization');
    if (authorization) headers.set('Authorization', authorization);
    const visitor = page ? visitorAddress(page, trustedProxies) : undefined;
    if (visitor) headers.set('X-Forwarded-For', visitor);
    const requestId = page ? requestIdOf(page) : undefined;
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    const signal = timeoutMs === undefined ? call.signal : AbortSignal.any([call.signal, AbortSignal.timeout(timeoutMs)]);
    let answer: Response;
    try {
      answer = await fetch(target, { method: call.method, headers, body: call.body, signal, ...(call.body ? { duplex: 'half' } : {}) } as RequestInit);
    } catch (error) {
      // The visitor going away is no fault of the back end's.
      if (!call.signal.aborted) onError?.(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network', call, error);
      throw error;
    }
    if (!onError) return answer;
    if (answer.status >= 500) {
      onError('http_5xx', call);
      return answer;
    }
    return checkedJson(answer, (error) => onError('malformed', call, error));
  };
}

/**
 * The address `url` names at `origin`: its path and query kept as they are. A path that begins with two
 * slashes (`//evil.example/home`) stays a path; read as an address relative to the origin it would name
 * another host, whose name the page's canonical and sign-on return addresses would then carry.
 */
export function atOrigin(url: URL, origin: string): URL {
  const at = new URL(origin);
  at.pathname = url.pathname;
  at.search = url.search;
  return at;
}

/**
 * The site's public address for a request: the setting, or else, in production, the address the request
 * arrived at on this process (the socket's local address and port, a listening address: a few at most,
 * whatever Host the visitor sent). Outside production (a developer's `npm start`, the tests) the request's
 * own origin, so that a page opened at localhost, or through a local proxy, names the address it was
 * opened at and the sign-on returns there. Only a request made in process, without a socket, falls back
 * to its own URL.
 */
export function publicOriginOf(c: Context, setting: string | undefined, mode: ServerMode = 'production'): string {
  if (setting) return setting;
  if (mode !== 'production') return new URL(c.req.url).origin;
  const socket = (c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } } | undefined)?.incoming?.socket;
  if (socket?.localAddress && socket.localPort) {
    const address = socket.localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
  }
  return new URL(c.req.url).origin;
}

/** The cookies passed on to a render, each with the form its value must have to be passed. */
const RENDER_COOKIES: ReadonlyArray<readonly [name: string, form: RegExp]> = [
  // The preferences' values: letters, digits, dots.
  ...PREFERENCE_COOKIES.map((name) => [name, /^[\w.]{0,64}$/] as const),
  // A back end's captcha token.
  [NOSCRIPT_CAPTCHA_COOKIE, /^[\w-]{16,64}$/],
];

/**
 * The cookies passed on to a render (RENDER_COOKIES), those well formed, as one Cookie header value.
 * Cookies are read by Hono's reader (hono/cookie), which the server has at hand; the browser's code reads
 * them with api-client's readCookie, which parses alike (whole names, first of a name, quotes, bad %).
 */
function renderCookies(c: Context): string | undefined {
  const kept = RENDER_COOKIES.flatMap(([name, form]) => {
    const value = getCookie(c, name);
    return value !== undefined && form.test(value) ? [`${name}=${value}`] : [];
  });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** The visitor's login token from the portal client's cookie, when it is one. */
const loginTokenOf = (c: Context): PortalToken | undefined => tokenOf(c, TOKEN_COOKIE);
/** The repair program's operator token from its own cookie, when it is one (the same format and checks). */
const operatorTokenOf = (c: Context): PortalToken | undefined => tokenOf(c, OPERATOR_COOKIE);

/** A token kept by api-client's createCookieTokenStore in the cookie `name`, when it is one. */
function tokenOf(c: Context, name: string): PortalToken | undefined {
  const raw = getCookie(c, name);
  if (!raw || raw.length > 4096) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PortalToken> | null;
    if (typeof value?.token_type !== 'string' || typeof value.access_token !== 'string' || value.access_token === '') return undefined;
    if (!/^[\w-]{1,32}$/.test(value.token_type) || !/^[\w.~+/=-]{1,2048}$/.test(value.access_token)) return undefined;
    return { token_type: value.token_type, access_token: value.access_token, ...(typeof value.expires_at === 'number' ? { expires_at: value.expires_at } : {}) };
  } catch {
    return undefined;
  }
}

/** How long a sitemap is reused: it tries every public page, so it is made at most once an hour. */
const SITEMAP_TTL_MS = 60 * 60 * 1000;

/**
 * The back end as the sitemap sees it: the renderer's own calls (no visitor's address, so a search engine
 * that asks for /sitemap.xml is not charged with them by a crawler guard), each GET made once (every page
 * of the table asks for the same menu and site links: 680 calls fall to under 200 with the seeded data).
 */
function sitemapBackend(backend: PageRenderOptions['backend']): typeof globalThis.fetch {
  const answers = new Map<string, Promise<Response>>();
  return async (input, init) => {
    const call = new Request(input, init);
    if (call.method !== 'GET') return backend(call, null);
    let answer = answers.get(call.url);
    if (!answer) {
      answer = backend(call, null);
      answers.set(call.url, answer);
    }
    return (await answer).clone();
  };
}

export interface PageRendering {
  renderPage: PageRenderer;
  /** A request of the framework's own (`*.data`, `/__manifest`); null without the server build. */
  answerFramework(c: Context): Promise<Response | null>;
  /** The server entry, loaded once (null when it is missing or failed to load: pages then render in the browser). */
  entry(): Promise<PortalServerEntry | null>;
  /** /robots.txt and /sitemap.xml of the rendered portal; null without the server build (the static files' answer then). */
  robots(c: Context): Promise<Response | null>;
  sitemap(c: Context): Promise<Response | null>;
}

export function createPageRenderer({ entryFile, backend, mode, logger, publicOrigin, onRendered, onVisitorGone, formKey, unsentFormsDir, trustedProxies = [] }: PageRenderOptions): PageRendering {
  let entry: Promise<PortalServerEntry | null> | null = null;
  const loadEntry = (): Promise<PortalServerEntry | null> => {
    entry ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<PortalServerEntry>).catch((error: unknown) => {
          logger.error(`门户服务端渲染入口加载失败，改由浏览器渲染: ${entryFile}`, error);
          return null;
        })
      : Promise.resolve(null).then(() => {
          logger.warn(`未找到门户服务端渲染入口（${entryFile}），页面由浏览器渲染；请先构建门户前端`);
          return null;
        });
    return entry;
  };

  const sitemaps = new Map<string, { at: number; xml: Promise<string> }>();
  const unsentForms = keptForms(formKey ?? randomBytes(UNSENT_FORM_KEY_BYTES), {
    ...(unsentFormsDir ? { dir: unsentFormsDir } : {}),
    onError: (error) => logger.error('无法保留登录过期时未发送的表单（PORTAL_UNSENT_FORMS_DIR 不可写？）', error),
  });

  const renderPage: PageRenderer = async (c, posted, submitted) => {
    // A form's plain POST goes to its route's action when the route has one; else it is rendered as the
    // page's GET, with the fields given back (posted-form.ts).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !(c.req.method === 'POST' && posted)) return null;
    const url = new URL(c.req.url);
    if (mode === 'test' && c.req.header(CLIENT_RENDER_HEADER) === 'client') return null;
    const server = await loadEntry();
    if (!server) return null;
    const submission = submitted && server.hasAction?.(url.pathname) ? submitted : undefined;
    const typed = posted;
    if (submission) posted = undefined;

    const nonce = newNonce();
    const token = loginTokenOf(c);
    // A form kept when the visitor's login ended (unsent-forms.ts), given back on its page's first GET
    // with a login that shows the page; the cookie, only ever sent to that page, ends then.
    const kept = c.req.method === 'GET' && token && !posted ? getCookie(c, UNSENT_FORM_COOKIE) : undefined;
    posted ??= kept === undefined ? undefined : await unsentForms.open(kept, url.pathname);
    let notSent = false;
    const operatorToken = operatorTokenOf(c);
    const passedCookies = renderCookies(c);
    // Rendered at the site's public address: the page's canonical and sign-on return addresses name it.
    const request = new Request(atOrigin(url, publicOriginOf(c, publicOrigin, mode)), {
      signal: c.req.raw.signal,
      headers: { ...(passedCookies ? { cookie: passedCookies } : {}), ...(submission ? { 'content-type': submission.contentType } : {}) },
      ...(submission ? { method: 'POST', body: submission.body as Uint8Array<ArrayBuffer> } : {}),
    });
    // This render's own record: a failure met for one visitor never marks another's page.
    const outcome: BackendOutcome = { failed: false, notFound: false };
    const started = performance.now();
    let answer: Response;
    let html: string;
    const visitorGone = () => {
      const gone = { path: url.pathname, reason: goneReason(request.signal), afterMs: Math.round(performance.now() - started) };
      if (onVisitorGone) onVisitorGone(c, gone);
      else logger.info(`访客已断开，服务端渲染中止 ${gone.path}（${gone.reason}，渲染了 ${gone.afterMs} ms）`);
      return null;
    };
    try {
      answer = await server.handle(request, {
        nonce,
        fetch: (input, init) => {
          const call = new Request(input, init);
          return judgeCall(call, backend(call, c), outcome);
        },
        ...(posted ? { posted } : {}),
        ...(token ? { token } : {}),
        ...(operatorToken ? { operatorToken } : {}),
        onFormNotSent: () => {
          notSent = true;
        },
        // One line of the log each, with the page (the page shows the catalogue's message, or is left to
        // the browser when it answered 500).
        onError: (error) => logger.error(`服务端渲染时页面出错 ${url.pathname}`, error),
      });
      html = answer.status >= 300 && answer.status < 400 ? '' : await answer.text();
    } catch (error) {
      if (request.signal.aborted) return visitorGone();
      logger.error(`服务端渲染出错，改由浏览器渲染 ${url.pathname}`, error);
      return null;
    } finally {
      onRendered?.(c, (performance.now() - started) / 1000);
    }
    // A render the visitor left may end in the renderer's own failure (its stream aborted, answered 500):
    // that is the visitor gone, not a failure of the page.
    if (answer.status >= 500 && request.signal.aborted) return visitorGone();
    const cookies = answer.headers.getSetCookie();
    const secure = publicOriginOf(c, publicOrigin, mode).startsWith('https:');
    if (kept !== undefined && answer.status < 300) {
      cookies.push(unsentFormCookie(null, url.pathname, secure));
      await unsentForms.end(kept);
    }
    // What the visitor typed in a form their ended login kept from being sent waits for them on its page
    // (the table's own address, which the cookie's Path names as it is).
    if (notSent && typed && server.routeIdOf?.(url.pathname) === url.pathname) {
      const sealed = await unsentForms.keep(url.pathname, typed, visitorAddress(c, trustedProxies));
      if (sealed) cookies.push(unsentFormCookie(sealed, url.pathname, secure));
    }
    const location = answer.headers.get('Location');
    if (location && answer.status >= 300 && answer.status < 400) {
      return { status: answer.status, html: '', headers: { Location: location, 'Cache-Control': 'no-store', ...htmlSecurityHeaders(nonce) }, cookies };
    }
    // A failure of the back end (not a 404 the page shows) is shown by the browser, with its 重试: the page
    // rendered in the browser runs the same loaders there.
    if (answer.status >= 500) {
      logger.warn(`服务端渲染改由浏览器完成 ${url.pathname}: HTTP ${answer.status}`);
      return null;
    }
    return {
      status: answer.status,
      html,
      // The same address answers a logged-in visitor with their own page: caches keep the two apart.
      // A page that met a failure of the back end (a part showing 加载失败) is this visitor's alone.
      headers: {
        // Any login cookie (the visitor's or an operator's), even one that is no token, makes the answer that person's own.
        'Cache-Control': PERSONAL_COOKIES.some((name) => getCookie(c, name) !== undefined) ? 'private, no-store' : shareable(outcome, answer.status) ? PUBLIC_PAGE_CACHE : DEGRADED_PAGE_CACHE,
        Vary: 'Cookie',
        ...htmlSecurityHeaders(nonce, { nonceScripts: true }),
      },
      cookies,
      ...(posted ? { givenBack: posted } : {}),
    };
  };

  /**
   * The framework's own requests of a page the browser shows: a route's data (`*.data`) and the route
   * manifest of the links it shows (`/__manifest`), answered by the same handler, with the visitor's login and the program operator's, each its own.
   */
  const answerFramework = async (c: Context): Promise<Response | null> => {
    const server = await loadEntry();
    if (!server) return null;
    const token = loginTokenOf(c);
    const operatorToken = operatorTokenOf(c);
    const url = new URL(c.req.url);
    const request = new Request(atOrigin(url, publicOriginOf(c, publicOrigin, mode)), {
      method: c.req.method,
      signal: c.req.raw.signal,
      headers: c.req.raw.headers,
      ...(c.req.method === 'GET' || c.req.method === 'HEAD' ? {} : { body: c.req.raw.body, duplex: 'half' }),
    } as RequestInit);
    const answer = await server.handle(request, { nonce: newNonce(), fetch: (input, init) => backend(new Request(input, init), c), ...(token ? { token } : {}), ...(operatorToken ? { operatorToken } : {}) });
    const headers = new Headers(answer.headers);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(answer.body, { status: answer.status, headers });
  };

  const textAnswer = (body: string, type: string) =>
    new Response(body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } });

  return {
    renderPage,
    answerFramework,
    entry: loadEntry,
    async robots(c) {
      const server = await loadEntry();
      return server ? textAnswer(server.robots(publicOriginOf(c, publicOrigin, mode)), 'text/plain; charset=utf-8') : null;
    },
    async sitemap(c) {
      const server = await loadEntry();
      if (!server) return null;
      // One sitemap per public address (the setting: one; else this process's listening addresses),
      // made at most once an interval however many visitors ask and whatever Host they send.
      const origin = publicOriginOf(c, publicOrigin, mode);
      let kept = sitemaps.get(origin);
      if (!kept || Date.now() - kept.at > SITEMAP_TTL_MS) {
        if (sitemaps.size >= 8) sitemaps.clear();
        kept = { at: Date.now(), xml: server.sitemap(origin, { fetch: sitemapBackend(backend) }) };
        sitemaps.set(origin, kept);
        kept.xml.catch(() => sitemaps.delete(origin));
      }
      try {
        return textAnswer(await kept.xml, 'application/xml; charset=utf-8');
      } catch (error) {
        logger.error('生成 sitemap.xml 失败', error);
        return new Response('暂时无法生成站点地图，请稍后再试', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
      }
    },
  };
}
