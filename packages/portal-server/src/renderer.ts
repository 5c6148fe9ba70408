// The renderer as a service: the built portal and its server-rendered pages, calling a city's
// back end over HTTP, with what operators need around it: /healthz and /readyz, a JSON access log line
// per request with a request id passed to the back end, and Prometheus metrics at /metrics. The back
// end's own bases (/api, /credit, /sso) are nginx's to proxy; the renderer answers them 404.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import { errorFields, type JsonLogger } from './log.js';
import { createMetrics, methodLabel, type RendererMetrics } from './metrics.js';
import {
  REQUEST_ID_HEADER,
  REQUEST_ID_KEY,
  createPageRenderer,
  goneReason,
  remoteBackend,
  requestIdOf,
  type ServerMode,
  type VisitorGone,
} from './page-render.js';
import type { PortalServerEntry } from './entry.js';
import { createPortalStatic, type PageRenderer } from './static.js';
import { visitorAddress } from './visitor.js';

/** A public GET of the contract every page's layout makes (getNavigationBarTree): cheap, no parameters, no login. */
export const READINESS_PROBE_PATH = '/api/cms/front/navigationbar/tree';
/** How long the back end may take to answer the readiness probe. */
export const READINESS_TIMEOUT_MS = 2000;
/** The back end's bases: nginx proxies them to the city's back end, never to the renderer. */
const BACKEND_PREFIXES = ['/api', '/credit', '/sso'];
/** A request id taken from the visitor's request only if it looks like one (no log injection, bounded size). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Polled by nginx, systemd or a load balancer: not logged per call (a change of readiness is). */
const PROBES = new Set(['/healthz', '/readyz']);

export type RenderKind = 'server' | 'client' | 'none';

/**
 * What a request's handlers tell the access log: a fixed route name, how its page was rendered, its id,
 * and a render its visitor did not wait for.
 */
type RendererEnv = { Variables: { route?: string; render?: RenderKind; requestId?: string; gone?: VisitorGone } };

export interface RendererOptions {
  apiOrigin: string;
  /** The site's public address (PORTAL_PUBLIC_ORIGIN); unset, the address a request arrived at on this process. */
  publicOrigin?: string;
  staticDir: string;
  serverEntry: string;
  trustedProxies: readonly string[];
  backendTimeoutMs: number;
  logger: JsonLogger;
  metrics?: RendererMetrics;
  /** `test` lets a request ask for the browser-rendered shell (x-portal-render: client), as the reference server does. */
  mode?: ServerMode;
  readinessTimeoutMs?: number;
  /** The key sealing a form kept while its visitor logs in again (PORTAL_FORM_KEY). */
  formKey?: Uint8Array;
  /** The renderers' shared folder for a kept form too large for its cookie (PORTAL_UNSENT_FORMS_DIR). */
  unsentFormsDir?: string;
}

export interface Renderer {
  app: Hono<RendererEnv>;
  metrics: RendererMetrics;
  /** Readiness from now on answers 503 (SIGTERM: nginx and the load balancer stop sending new work). */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
  /** Requests being answered now. */
  readonly inFlight: number;
}

type Readiness = { ok: true } | { ok: false; detail: string };

const plain = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Whether a path belongs to the back end's bases (`/credit/…` with the slash: `/credit-dynamics` is a page). */
function isBackendPath(pathname: string): boolean {
  return BACKEND_PREFIXES.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** How often a warning of one kind is written at most; the count of those left out goes with the next. */
const WARNING_INTERVAL_MS = 10_000;

/**
 * Warnings of a kind at most once per interval: a back end that is down fails every call of every render
 * (a sitemap makes hundreds), which the metrics count; the log says so without drowning the rest.
 */
function throttledWarnings(logger: JsonLogger, msg: string): { report(kind: string, fields: Record<string, unknown>): void } {
  const last = new Map<string, { at: number; suppressed: number }>();
  return {
    report(kind, fields) {
      const now = Date.now();
      const seen = last.get(kind);
      if (seen && now - seen.at < WARNING_INTERVAL_MS) {
        seen.suppressed += 1;
        return;
      }
      logger.log('warn', msg, { ...fields, ...(seen?.suppressed ? { suppressed: seen.suppressed } : {}) });
      last.set(kind, { at: now, suppressed: 0 });
    },
  };
}

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { logger } = options;
  const metrics = options.metrics ?? createMetrics();
  const trustedProxies = options.trustedProxies;
  let shuttingDown = false;
  let inFlight = 0;
  const backendFailures = throttledWarnings(logger, '后端调用失败');

  const rendering = createPageRenderer({
    entryFile: options.serverEntry,
    backend: remoteBackend(options.apiOrigin, {
      trustedProxies,
      timeoutMs: options.backendTimeoutMs,
      onError: (kind, call, error) => {
        metrics.backendErrors.inc({ kind });
        backendFailures.report(kind, { kind, backendPath: new URL(call.url).pathname, ...(error instanceof Error ? { error: error.message } : {}) });
      },
    }),
    mode: options.mode ?? 'production',
    logger,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.formKey ? { formKey: options.formKey } : {}),
    ...(options.unsentFormsDir ? { unsentFormsDir: options.unsentFormsDir } : {}),
    trustedProxies,
    onRendered: (c, seconds) => metrics.renderDuration.observe({ route: pageRoute(c) }, seconds),
    // Told to the request's access line, which says what was cut (below).
    onVisitorGone: (c, gone) => c.set('gone', gone),
  });
  // Loaded before the first request, so that the route ids are known and readiness can say so.
  const entry: PortalServerEntry | null = await rendering.entry();

  function pageRoute(c: Context<RendererEnv>): string {
    return entry?.routeIdOf?.(new URL(c.req.url).pathname) ?? 'other';
  }

  /** The route label of an answered request: a fixed name, the page's route id, or `static` for files. */
  function routeOf(c: Context<RendererEnv>): string {
    const fixed = c.get('route');
    if (fixed !== undefined) return fixed;
    if (c.get('render') !== undefined) return pageRoute(c);
    return c.req.method === 'GET' || c.req.method === 'HEAD' ? 'static' : 'other';
  }

  // The probe of the back end: one at a time, however many pollers ask.
  let probing: Promise<Readiness> | null = null;
  const probeBackend = (requestId: string): Promise<Readiness> => {
    probing ??= (async (): Promise<Readiness> => {
      const timeoutMs = options.readinessTimeoutMs ?? READINESS_TIMEOUT_MS;
      try {
        const answer = await fetch(new URL(READINESS_PROBE_PATH, options.apiOrigin), {
          headers: { Accept: 'application/json', [REQUEST_ID_HEADER]: requestId },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await answer.json().catch(() => null)) as { code?: unknown } | null;
        if (answer.status !== 200) return { ok: false, detail: `${READINESS_PROBE_PATH} 返回 HTTP ${answer.status}` };
        if (body?.code !== 200) return { ok: false, detail: `${READINESS_PROBE_PATH} 的应答不是成功的信封（code 200）` };
        return { ok: true };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { ok: false, detail: timedOut ? `${READINESS_PROBE_PATH} 在 ${timeoutMs} ms 内未应答` : `无法连接后端: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` };
      } finally {
        probing = null;
      }
    })();
    return probing;
  };
  let lastReady: boolean | undefined;

  const app = new Hono<RendererEnv>();

  // Request id, access log and request metrics around everything else.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    c.set(REQUEST_ID_KEY, requestId);
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    if (!c.res.headers.has('X-Content-Type-Options')) c.res.headers.set('X-Content-Type-Options', 'nosniff');
    // Keep-alive connections end with this answer once shutdown has begun.
    if (shuttingDown) c.res.headers.set('Connection', 'close');
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const method = methodLabel(c.req.method);
    const status = c.res.status;
    metrics.requests.inc({ method, route, status: String(status) });
    metrics.requestDuration.observe({ method, route }, seconds);

    const pathname = new URL(c.req.url).pathname;
    // Probes are counted, not logged per call: a change of readiness is logged once (below, /readyz).
    if (PROBES.has(pathname)) return;
    // A visitor who hangs up is no fault of the renderer's: their request's line is info, whatever was
    // being answered, and says what was cut (`cut`: the render, or the answer while it was being sent).
    const line = (bytes: string | number | undefined, durationMs: number, gone?: { cut: 'render' | 'answer'; reason: string }) =>
      logger.log(status >= 500 && !gone ? 'error' : 'info', 'request', {
        requestId,
        method: c.req.method,
        // Without the query string: search terms, names and credit codes stay out of the logs.
        path: pathname,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        route,
        render: c.get('render') ?? 'none',
        ...(bytes !== undefined ? { bytes: Number(bytes) } : {}),
        remote: visitorAddress(c, trustedProxies) ?? null,
        userAgent: c.req.header('user-agent') ?? null,
        ...(gone ? { clientGone: true, cut: gone.cut, reason: gone.reason } : {}),
      });
    const renderCut = c.get('gone');
    if (renderCut) {
      line(undefined, seconds * 1000, { cut: 'render', reason: renderCut.reason });
      return;
    }
    // Served by @hono/node-server: written when the answer has gone, with the bytes it took on the socket.
    if (!outgoing || !logger.enabled(status >= 500 ? 'error' : 'info')) {
      line(c.res.headers.get('content-length') ?? undefined, seconds * 1000);
      return;
    }
    // @hono/node-server aborts the request's signal when the connection closes before the answer is
    // complete: here, a visitor who left while the answer was still being made (a render that finished
    // anyway, a file being read), so that nothing of it was sent.
    const signal = c.req.raw.signal;
    if (signal.aborted) {
      line(undefined, seconds * 1000, { cut: 'answer', reason: goneReason(signal) });
      return;
    }
    const socket = outgoing.socket;
    const bytesBefore = socket?.bytesWritten ?? 0;
    let finished = false;
    outgoing.once('finish', () => {
      finished = true;
    });
    outgoing.once('close', () => {
      const bytes = socket ? socket.bytesWritten - bytesBefore : undefined;
      if (finished) line(bytes, performance.now() - started);
      else line(bytes, performance.now() - started, { cut: 'answer', reason: signal.aborted ? goneReason(signal) : 'connection closed' });
    });
  });

  app.onError((error, c) => {
    // What a handler throws after its visitor hung up is the leaving, which the request's line records.
    if (c.req.raw.signal.aborted) return plain('访客已断开', 499);
    logger.log('error', '处理请求出错', { requestId: requestIdOf(c), method: c.req.method, path: new URL(c.req.url).pathname, ...errorFields(error) });
    return plain('服务器内部错误，请稍后再试', 500);
  });

  app.get('/healthz', (c) => {
    c.set('route', '/healthz');
    return json({ status: 'ok' }, 200);
  });

  app.get('/readyz', async (c) => {
    c.set('route', '/readyz');
    const failed: Record<string, string> = {};
    if (shuttingDown) failed.shutdown = '正在停止，不再接收新请求';
    if (!entry) failed.entry = `服务端渲染入口未能加载: ${options.serverEntry}`;
    if (!shuttingDown) {
      const backend = await probeBackend(requestIdOf(c) ?? randomUUID());
      if (!backend.ok) failed.backend = backend.detail;
    }
    const ready = Object.keys(failed).length === 0;
    if (ready !== lastReady && !shuttingDown) {
      logger.log(ready ? 'info' : 'warn', ready ? '渲染服务已就绪' : '渲染服务未就绪', ready ? {} : { failed });
      lastReady = ready;
    }
    return ready ? json({ status: 'ready' }, 200) : json({ status: 'unavailable', failed }, 503);
  });

  app.get('/metrics', async (c) => {
    c.set('route', '/metrics');
    return new Response(await metrics.registry.metrics(), { status: 200, headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' } });
  });

  app.all('*', async (c, next) => {
    if (!isBackendPath(new URL(c.req.url).pathname)) return next();
    c.set('route', 'backend');
    return plain('未找到：/api、/credit 和 /sso 由城市后端提供，渲染服务不处理这些地址', 404);
  });

  // Records whether the page was rendered on the server or left to the browser (the access log's `render`).
  const renderPage: PageRenderer = async (c, posted, submitted) => {
    const rendered = await rendering.renderPage(c, posted, submitted);
    c.set('render', rendered ? 'server' : c.get('gone') ? 'none' : 'client');
    return rendered;
  };
  const portalStatic = createPortalStatic(options.staticDir, { renderPage, answerFramework: rendering.answerFramework });
  app.get('/robots.txt', async (c) => {
    c.set('route', '/robots.txt');
    return (await rendering.robots(c)) ?? portalStatic(c);
  });
  app.get('/sitemap.xml', async (c) => {
    c.set('route', '/sitemap.xml');
    return (await rendering.sitemap(c)) ?? portalStatic(c);
  });
  app.all('*', (c) => portalStatic(c));

  return {
    app,
    metrics,
    beginShutdown: () => {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
