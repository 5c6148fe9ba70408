// The entry point's assembly: the contract-built API under its bases, the guard rails in front of it, the
// simulated sign-on and the portal's static files, as one Hono app. It owns the feature registry
// (features/index.ts) and hands it to the schema and seed (db/open.ts) and to the router (contract/).
import path from 'node:path';
import { createPageRenderer, createPortalStatic, remoteBackend, serverEntryBeside, visitorAddress } from '@credit-portal/portal-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { Database } from 'better-sqlite3';
import { loadContract } from './contract/load.js';
import { allBases, listOperations, type Operation } from './contract/operations.js';
import { ContractViolation, mountContract, type Logger, type ServerMode } from './contract/router.js';
import type { OpenApiDocument } from './contract/types.js';
import { openDatabase } from './db/open.js';
import { authenticate, requestToken } from './features/accounts/session.js';
import { SSO_BASE, createSsoApp } from './features/auth/sso.js';
import { createGuardCaptchas } from './features/captcha/guard.js';
import { MAX_UPLOAD_BYTES } from './features/files/checks.js';
import { features } from './features/index.js';
import { OPERATOR_SCHEME, authenticateOperator } from './features/repairprogram/session.js';
import { GUARD_BASE, createCrawlerGuard, type CrawlerGuardOptions } from './http/crawler-guard.js';
import { limitJsonBody } from './http/body-limit.js';
import { faultInjection } from './http/fault-injection.js';
import { failure } from './kernel/envelope.js';
import { handlersOf, labelsOf, type SeedSize } from './kernel/feature.js';
import type { Handlers, ServerContext } from './kernel/handler.js';
import { findRepoRoot } from './paths.js';

/** Every operation of the contract by its operationId, from the registry; a test keeps this and openapi/ in step. */
export const handlers: Handlers = handlersOf(features);

export interface AppOptions {
  /** SQLite file, created and seeded on first use; `:memory:` for throw-away runs. */
  dbFile?: string;
  seed?: number;
  size?: SeedSize;
  /** The "as of" moment of the seed, `yyyy-MM-dd HH:mm:ss` CST. */
  seedAsOf?: string;
  /** The built portal (index.html and assets/). */
  staticDir?: string;
  mode?: ServerMode;
  /** Fixes every new captcha's answer; refused in production. */
  captchaCode?: string;
  /** The clock; tests move it. */
  now?: () => number;
  /** A bundled document to use instead of loading one. */
  document?: OpenApiDocument;
  /** A bundled document file (JSON) to load. */
  documentFile?: string;
  handlers?: Handlers;
  logger?: Logger;
  /** Login token lifetime, seconds (default 7200). */
  tokenTtlSeconds?: number;
  /** The crawler guard; off when absent or when the limit is 0. */
  guard?: CrawlerGuardOptions;
  /** Origins besides its own that the simulated sign-on may return visitors to. */
  ssoAllowedRedirects?: string[];
  /** Fault injection (X-Portal-Fault); always on in test mode, refused in production. */
  faults?: boolean;
  /** Check every answer against the contract (default true; always in test mode). */
  checkResponses?: boolean;
  /** Public pages answered as HTML with their data (default true); false serves the browser-rendered shell. */
  serverRendering?: boolean;
  /** The portal's server build (default: build/server/index.js beside the static folder). */
  serverEntry?: string;
  /** A city's own back end that renders call over HTTP, e.g. `https://api.credit.example.gov.cn` (default: this server's API, in process). */
  apiOrigin?: string;
  /** The site's public address, e.g. `https://credit.example.gov.cn`: canonicals, robots, the sitemap and the sign-on's own origin (default: the address a request arrived at). */
  publicOrigin?: string;
  /** Other origins whose pages may call the API from the browser, with the visitor's token (PORTAL_CORS_ORIGINS; default none). */
  corsOrigins?: string[];
  /**
   * Peers (nginx) whose X-Forwarded-For / X-Real-IP is believed for the visitor's address, for the crawler
   * guard and the renders' back-end calls (PORTAL_TRUSTED_PROXIES; default none: the socket's peer).
   */
  trustedProxies?: readonly string[];
}

export interface PortalApp {
  app: Hono;
  db: Database;
  document: OpenApiDocument;
  operations: Operation[];
  mode: ServerMode;
  /** Closes the database. */
  close(): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export function modeFromEnv(nodeEnv: string | undefined): ServerMode {
  return nodeEnv === 'production' ? 'production' : nodeEnv === 'test' ? 'test' : 'development';
}

/** The whole server — contract-built API under its bases and the portal's static files — as one Hono app. */
export async function createApp(options: AppOptions = {}): Promise<PortalApp> {
  const mode = options.mode ?? modeFromEnv(process.env.NODE_ENV);
  const logger = options.logger ?? consoleLogger;
  if (mode === 'production' && options.captchaCode !== undefined) {
    throw new Error('生产环境不允许设置 PORTAL_CAPTCHA_CODE（固定验证码只用于测试和演示）');
  }
  if (mode === 'production' && options.faults) throw new Error('生产环境不允许开启 PORTAL_FAULTS（故障注入只用于测试和演示）');
  const document = options.document ?? (await loadContract(options.documentFile));
  const repo = findRepoRoot();
  const db = openDatabase(options.dbFile ?? path.join(repo, '.data', 'portal.db'), {
    features,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.size !== undefined ? { size: options.size } : {}),
    ...(options.seedAsOf !== undefined ? { asOf: options.seedAsOf } : {}),
  });

  try {
    const context: ServerContext = {
      db,
      now: options.now ?? Date.now,
      ...(options.captchaCode !== undefined ? { captchaCode: options.captchaCode } : {}),
      tokenTtlMs: (options.tokenTtlSeconds ?? 7200) * 1000,
    };
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      if (!c.res.headers.has('X-Content-Type-Options')) c.res.headers.set('X-Content-Type-Options', 'nosniff');
    });
    app.onError((error, c) => {
      logger.error(
        error instanceof ContractViolation ? `响应与契约不符 ${c.req.method} ${c.req.path}` : `处理请求出错 ${c.req.method} ${c.req.path}`,
        error,
      );
      return c.json(failure(500), 500, { 'Cache-Control': 'no-store' });
    });

    const apiBases = allBases(document);
    // Cross-origin use: a city's own front end on another origin calls the API from the browser when
    // its origin is listed. Listed origins alone are named back (and so get credentials); a preflight is
    // answered here, before the crawler guard counts it.
    const corsOrigins = options.corsOrigins ?? [];
    if (corsOrigins.length > 0) {
      // A cross-origin page sends a header only once the preflight allowed it: the client's own, and every
      // request header the contract documents (X-Captcha-Pass on the searches a 安全验证 guards).
      const contractHeaders = listOperations(document).flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name));
      const allowHeaders = [...new Set(['Authorization', 'Content-Type', 'X-Request-Id', ...contractHeaders])];
      for (const base of apiBases) {
        app.use(
          `${base}/*`,
          cors({
            origin: corsOrigins,
            credentials: true,
            allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
            allowHeaders,
            exposeHeaders: ['Content-Disposition', 'X-Request-Id'],
            maxAge: 600,
          }),
        );
      }
    }

    // Guard rails before the API (architecture.md "Crawler guard"; README, fault injection).
    const trustedProxies = options.trustedProxies ?? [];
    const guard = createCrawlerGuard(context, { limit: 0, windowSeconds: 60, ...options.guard, trustedProxies }, apiBases, createGuardCaptchas(context));
    if (mode === 'test' || options.faults === true) app.use('*', faultInjection(apiBases, guard.blockedResponse));
    app.use('*', guard.middleware);
    app.route(GUARD_BASE, guard.routes);
    // The sign-on's forms are small: a body over the JSON limit is refused before it is read (413).
    app.use(`${SSO_BASE}/*`, limitJsonBody());
    app.route(SSO_BASE, createSsoApp(context, { allowedRedirectOrigins: options.ssoAllowedRedirects ?? [], ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}) }));

    // Stored pictures: the seeded SVGs (outlined lettering) are text, a third of their size compressed, as
    // the compressing proxy in front of a deployment sends them. API answers stay uncompressed (bench).
    for (const base of apiBases) app.use(`${base}/filestorage/file/readImage/*`, compress());

    const operations = mountContract(app, {
      document,
      handlers: options.handlers ?? handlers,
      context,
      mode,
      logger,
      labels: labelsOf(features),
      authenticate: (authorization, accessToken) => authenticate(db, requestToken(authorization, accessToken), context.now()),
      operators: { scheme: OPERATOR_SCHEME, authenticate: (authorization) => authenticateOperator(db, authorization, context.now()) },
      maxUploadBytes: MAX_UPLOAD_BYTES,
      checkResponses: mode === 'test' || options.checkResponses !== false,
    });
    const staticDir = options.staticDir ?? path.join(repo, 'packages', 'portal-app', 'build', 'client');
    const rendering =
      options.serverRendering === false
        ? undefined
        : createPageRenderer({
            entryFile: options.serverEntry ?? serverEntryBeside(staticDir),
            backend: options.apiOrigin
              ? remoteBackend(options.apiOrigin, { trustedProxies })
              : (call, page) => {
                  // In process, counted by the guard against the visitor (behind nginx: the address nginx forwarded);
                  // the renderer's own calls (the sitemap) carry no visitor's address and so are charged to no one's.
                  if (!page) return Promise.resolve(app.fetch(call));
                  const visitor = visitorAddress(page, trustedProxies);
                  if (visitor) call.headers.set('X-Forwarded-For', visitor);
                  return Promise.resolve(app.fetch(call, page.env));
                },
            mode,
            logger,
            trustedProxies,
            ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
          });
    const portalStatic = createPortalStatic(staticDir, rendering ? { renderPage: rendering.renderPage, answerFramework: rendering.answerFramework } : {});
    if (rendering) {
      app.get('/robots.txt', async (c) => (await rendering.robots(c)) ?? portalStatic(c));
      app.get('/sitemap.xml', async (c) => (await rendering.sitemap(c)) ?? portalStatic(c));
    }
    app.all('*', (c) => portalStatic(c));

    return { app, db, document, operations, mode, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}
