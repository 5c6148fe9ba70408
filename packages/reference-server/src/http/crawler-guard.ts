// The crawler guard (architecture.md "Crawler guard"), as the provincial platform's kk-anti-reptile does
// it: more than `limit` requests from one client within `windowSeconds` to the API bases lock the client;
// every API request then gets HTTP 509 with a small verification page until a captcha is solved.
import { visitorAddress } from '@credit-portal/portal-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BoundedMap } from '../kernel/bounded-map.js';
import { escapeHtml } from '../kernel/html.js';
import type { ServerContext } from '../kernel/handler.js';
import { limitJsonBody } from './body-limit.js';
import { PAGE_CSS, htmlPage, pageSecurityHeaders } from './pages.js';

export interface CrawlerGuardOptions {
  /** Requests allowed per client and window; 0 turns the guard off. */
  limit: number;
  windowSeconds: number;
  /** Peers whose X-Forwarded-For / X-Real-IP names the client (nginx in front); none by default. */
  trustedProxies?: readonly string[];
}

/** Where the verification page lives, under the back-end base; never counted nor locked. */
export const GUARD_BASE = '/api/kk-anti-reptile';
export const VERIFY_PATH = `${GUARD_BASE}/verify`;
const STYLESHEET = `${GUARD_BASE}/verify.css`;

/** A locked client that never verifies is let go after a day, like kk-anti-reptile's default lock. */
const LOCK_MS = 24 * 60 * 60 * 1000;
/**
 * At most this many clients are counted (~100 bytes each); beyond it the one counted longest ago is
 * forgotten. A crowd of more addresses than this could thus free a locked one: memory stays bounded.
 */
const CLIENT_CAPACITY = 100_000;

interface ClientState {
  windowStart: number;
  count: number;
  lockedAt: number | null;
}


function verifyPage(token: string, problem?: string): string {
  const error = problem ? `<p class="error" id="answer-error" role="alert">${escapeHtml(problem)}</p>` : '';
  return htmlPage({
    title: '安全验证',
    stylesheet: STYLESHEET,
    bodyClass: 'verify',
    body: `<main>
<h1>安全验证</h1>
<p>您的访问过于频繁，请输入图片中的验证码以继续访问。</p>
<form method="post" action="${VERIFY_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="captcha"><img src="${GUARD_BASE}/image/${escapeHtml(token)}" alt="验证码图片" width="120" height="40">
<a href="${VERIFY_PATH}">看不清，换一张</a></div>
<div class="field"><label for="answer">验证码</label>
<input id="answer" name="answer" maxlength="4" autocomplete="off" required${problem ? ' aria-invalid="true" aria-describedby="answer-error"' : ''}>
${error}</div>
<button type="submit">提交</button>
</form>
</main>`,
  });
}

const passedPage = (): string =>
  htmlPage({
    title: '安全验证',
    stylesheet: STYLESHEET,
    bodyClass: 'verify',
    body: `<main><h1>安全验证</h1><p class="success" role="status">验证通过，请关闭本窗口</p></main>`,
  });

/**
 * The graphic captcha the page asks: the captcha feature's, handed in by the entry point (app.ts). Every
 * blocked request asks one, so it must be kept in bounded memory, never written to the database.
 */
export interface GuardCaptcha {
  /** Keeps a new captcha and answers its token. */
  create(): string;
  /** The captcha's picture (SVG) while it is valid. */
  image(token: string): string | undefined;
  /** One check per token, right or wrong. */
  check(token: string, answer: string): boolean;
}

export interface CrawlerGuard {
  /** Counts and locks requests to the API bases. */
  middleware: MiddlewareHandler;
  /** The verification page, its captcha image and stylesheet, to mount at GUARD_BASE. */
  routes: Hono;
  /** The HTML answer of a locked request (also used by fault injection's status=509). */
  blockedResponse(): Response;
}

export function createCrawlerGuard(
  context: ServerContext,
  options: CrawlerGuardOptions,
  apiBases: readonly string[],
  captcha: GuardCaptcha,
): CrawlerGuard {
  const clients = new BoundedMap<string, ClientState>(CLIENT_CAPACITY);
  /**
   * The client's address as the socket saw it, or as a trusted proxy forwarded it; anyone else's
   * forwarded-for headers are the client's own word, not trusted.
   */
  const clientKey = (c: Context): string => visitorAddress(c, options.trustedProxies ?? []) ?? 'unknown';
  const windowMs = options.windowSeconds * 1000;
  const headers = pageSecurityHeaders();

  const page = (body: string, status: number) =>
    new Response(body, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });

  const blockedResponse = () => page(verifyPage(captcha.create()), 509);

  const guarded = (pathname: string) =>
    !pathname.startsWith(`${GUARD_BASE}/`) && pathname !== GUARD_BASE &&
    apiBases.some((base) => pathname === base || pathname.startsWith(`${base}/`));

  const middleware: MiddlewareHandler = async (c, next) => {
    if (options.limit <= 0 || !guarded(new URL(c.req.url).pathname)) return next();
    const now = context.now();
    const key = clientKey(c);
    let state = clients.get(key);
    if (state?.lockedAt != null && now - state.lockedAt >= LOCK_MS) state = undefined;
    if (!state || (state.lockedAt === null && now - state.windowStart >= windowMs)) {
      // A new window is the newest entry: the ones forgotten first are those counted longest ago.
      clients.delete(key);
      state = { windowStart: now, count: 0, lockedAt: null };
      clients.set(key, state);
    }
    if (state.lockedAt === null) {
      state.count += 1;
      if (state.count > options.limit) state.lockedAt = now;
    }
    if (state.lockedAt !== null) return blockedResponse();
    return next();
  };

  const routes = new Hono();
  routes.get('/verify.css', (c) =>
    c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  routes.get('/verify', () => page(verifyPage(captcha.create()), 200));
  routes.post('/verify', limitJsonBody(), async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : '';
    const answer = typeof form.answer === 'string' ? form.answer : '';
    if (!answer.trim()) return page(verifyPage(captcha.create(), '请输入验证码'), 200);
    if (!captcha.check(token, answer)) {
      return page(verifyPage(captcha.create(), '验证码错误或已过期，请重新输入'), 200);
    }
    // A right answer forgives the client: its counter starts again from zero.
    clients.delete(clientKey(c));
    return page(passedPage(), 200);
  });
  routes.get('/image/:token', (c) => {
    const image = captcha.image(c.req.param('token'));
    if (image === undefined) return c.text('验证码已过期，请刷新', 404, { 'Cache-Control': 'no-store' });
    return c.body(image, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return { middleware, routes, blockedResponse };
}
