// The simulated single sign-on (统一身份认证平台), served under /sso/ as the external service would
// behave (spec §4, §7): a login page that checks the account and returns the visitor to the portal with
// a single-use ticket (or, for the pcLogin variant, an authorize code), and a register notice.
import { Hono, type Context } from 'hono';
import { BoundedMap } from '../../kernel/bounded-map.js';
import type { ServerContext } from '../../kernel/handler.js';
import { DEMO_ACCOUNTS } from '../accounts/seed.js';
import { verifyPassword } from '../accounts/session.js';
import { SSO_APP, consumeGrant, grantIsLive, issueGrant } from './grants.js';
import { PAGE_CSS, htmlPage, pageSecurityHeaders } from '../../http/pages.js';
import { escapeHtml } from '../../kernel/html.js';
import { allowedRedirect, withParams } from './redirects.js';

export const SSO_BASE = '/sso';
const STYLESHEET = `${SSO_BASE}/assets/sso.css`;

/** Like the provincial sign-on: five wrong passwords lock an account name for 15 minutes. */
export const SSO_LOCK = { failures: 5, ms: 15 * 60 * 1000 } as const;
/** How many user names' failed logins are remembered at most. */
const FAILURE_CAPACITY = 100_000;

const USER_TYPE_NAMES: Record<number, string> = { 1: '个人', 2: '企业', 3: '社会组织' };

interface LoginForm {
  appId: string;
  redirectUri: string;
  type: 'ticket' | 'code';
  callerCode: string;
  username: string;
}

interface Problems {
  /** Shown above the form (the request itself is wrong). */
  page?: string;
  username?: string;
  password?: string;
}

function banner(): string {
  return `<header class="banner"><h1>统一身份认证平台</h1><p>福建省网上办事大厅 · 一处注册，全网通办</p></header>`;
}

function loginPage(form: LoginForm, problems: Problems): string {
  const fieldError = (name: 'username' | 'password') =>
    problems[name] ? `<p class="error" id="${name}-error">${escapeHtml(problems[name] as string)}</p>` : '';
  // The form answered again with a problem: its first field with a message takes the focus, so the
  // message is read and the field can be mended without searching the page for it.
  const first = problems.username ? 'username' : problems.password ? 'password' : null;
  const invalid = (name: 'username' | 'password') =>
    problems[name] ? ` aria-invalid="true" aria-describedby="${name}-error"${name === first ? ' autofocus' : ''}` : '';
  const hidden = (name: string, value: string) =>
    value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
  const register = `${SSO_BASE}/register?${new URLSearchParams({ appId: form.appId, redirect_uri: form.redirectUri })}`;
  const demoRows = DEMO_ACCOUNTS.map(
    (a) => `<tr><td>${USER_TYPE_NAMES[a.userType]}</td><td>${a.username}</td><td>${escapeHtml(a.password)}</td></tr>`,
  ).join('');
  return htmlPage({
    title: '用户登录 - 统一身份认证平台',
    stylesheet: STYLESHEET,
    body: `${banner()}
<main>
<h2>用户登录</h2>
${problems.page ? `<p class="alert" role="alert">${escapeHtml(problems.page)}</p>` : ''}
<form method="post" action="${SSO_BASE}/login" novalidate>
${hidden('appId', form.appId)}${hidden('redirect_uri', form.redirectUri)}${hidden('type', form.type)}${hidden('callerCode', form.callerCode)}
<div class="field"><label for="username">用户名</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(form.username)}"${invalid('username')}>
${fieldError('username')}</div>
<div class="field"><label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}>
${fieldError('password')}</div>
<button type="submit">登录</button>
</form>
<div class="links"><a href="${escapeHtml(register)}">没有账号？立即注册</a><span class="hint">登录后将返回信用门户</span></div>
<section class="demo" aria-labelledby="demo-title">
<table><caption id="demo-title">演示账号（仅用于演示环境）</caption>
<thead><tr><th scope="col">用户类型</th><th scope="col">用户名</th><th scope="col">密码</th></tr></thead>
<tbody>${demoRows}</tbody></table>
</section>
</main>`,
  });
}

function errorPage(message: string): string {
  return htmlPage({
    title: '无法登录 - 统一身份认证平台',
    stylesheet: STYLESHEET,
    body: `${banner()}<main><h2>无法登录</h2><p class="alert" role="alert">${escapeHtml(message)}</p>
<p><a href="/">返回信用门户首页</a></p></main>`,
  });
}

function registerPage(back: string): string {
  return htmlPage({
    title: '用户注册 - 统一身份认证平台',
    stylesheet: STYLESHEET,
    body: `${banner()}
<main>
<h2>用户注册</h2>
<p>信用门户不单独设立账号。个人、企业和社会组织用户请在福建省统一身份认证平台（闽政通）注册：
个人用户使用居民身份证实名注册，企业和社会组织使用统一社会信用代码注册并完成法定代表人授权。</p>
<p>注册完成后，使用统一身份认证账号即可登录本门户，办理信用报告申请、异议申诉、信用修复等事项。</p>
<p class="hint">本演示环境不开放注册，请使用登录页列出的演示账号。</p>
<p><a href="${escapeHtml(back)}">返回</a></p>
</main>`,
  });
}

export interface SsoOptions {
  /** Origins besides the server's own that the sign-on may return visitors to. */
  allowedRedirectOrigins: readonly string[];
  /** The site's public address (behind a TLS proxy, its https:// origin); default: the origin a request names. */
  publicOrigin?: string;
}

/** The /sso routes, as a Hono app to mount at SSO_BASE. */
export function createSsoApp(context: ServerContext, options: SsoOptions): Hono {
  const app = new Hono();
  const { db, now } = context;
  const headers = pageSecurityHeaders(options.allowedRedirectOrigins);
  /** Wrong passwords per account name: this page has no captcha, so guessing is bounded here. */
  // Failed logins by user name, bounded: a crowd of made-up names forgets the oldest, never fills memory.
  const failures = new BoundedMap<string, { count: number; since: number }>(FAILURE_CAPACITY);

  const html = (c: Context, body: string, status: 200 | 400 = 200) => c.html(body, status, headers);

  /** The request's parameters checked; a problem makes the whole page an error. */
  const readForm = (c: Context, values: Record<string, string | undefined>): { form: LoginForm; target: URL } | string => {
    const ownOrigin = options.publicOrigin ?? new URL(c.req.url).origin;
    const appId = values.appId ?? '';
    if (appId !== SSO_APP.appId) return '应用标识无效，请从信用门户重新发起登录';
    const target = allowedRedirect(values.redirect_uri ?? '', ownOrigin, options.allowedRedirectOrigins);
    if (!target) return '回调地址不在允许范围内，请从信用门户重新发起登录';
    const type = values.type ?? 'ticket';
    if (type !== 'ticket' && type !== 'code') return '登录方式无效';
    const callerCode = values.callerCode ?? '';
    if (callerCode && (type !== 'code' || !grantIsLive(db, 'caller', callerCode, now()))) return '登录请求已失效，请从信用门户重新发起登录';
    return { form: { appId, redirectUri: values.redirect_uri ?? '', type, callerCode, username: '' }, target };
  };

  app.get('/assets/sso.css', (c) =>
    c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get('/login', (c) => {
    const read = readForm(c, c.req.query());
    if (typeof read === 'string') return html(c, errorPage(read), 400);
    return html(c, loginPage(read.form, {}));
  });

  app.post('/login', async (c) => {
    const raw = await c.req.parseBody();
    const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
    const read = readForm(c, values);
    if (typeof read === 'string') return html(c, errorPage(read), 400);
    const { form, target } = read;
    // Spec §5: the login name is trimmed.
    form.username = (values.username ?? '').trim().slice(0, 50);
    const password = values.password ?? '';
    if (!form.username || !password) {
      return html(c, loginPage(form, {
        ...(form.username ? {} : { username: '请输入用户名' }),
        ...(password ? {} : { password: '请输入密码' }),
      }), 400);
    }
    const at = now();
    let failed = failures.get(form.username);
    if (failed && at - failed.since >= SSO_LOCK.ms) {
      failures.delete(form.username);
      failed = undefined;
    }
    if (failed && failed.count >= SSO_LOCK.failures) {
      return html(c, loginPage(form, { page: '密码错误次数过多，账号已临时锁定，请15分钟后再试' }), 400);
    }
    const account = db
      .prepare('SELECT id, password_hash AS hash, user_type AS userType FROM user_account WHERE username = ?')
      .get(form.username) as { id: number; hash: string; userType: number } | undefined;
    if (!account || !verifyPassword(password, account.hash)) {
      if (failed) failed.count += 1;
      else failures.set(form.username, { count: 1, since: at });
      return html(c, loginPage(form, { password: '用户名或密码错误' }), 400);
    }
    failures.delete(form.username);
    let location: string;
    const ownOrigin = options.publicOrigin ?? new URL(c.req.url).origin;
    if (form.type === 'code') {
      if (form.callerCode && consumeGrant(db, 'caller', form.callerCode, at) === undefined) {
        return html(c, errorPage('登录请求已失效，请从信用门户重新发起登录'), 400);
      }
      const code = issueGrant(db, 'authorize', account.id, at);
      location = withParams(target, { code, userType: String(account.userType) }, ownOrigin);
    } else {
      location = withParams(target, { trustticket: issueGrant(db, 'ticket', account.id, at) }, ownOrigin);
    }
    return c.body(null, 303, { Location: location, 'Cache-Control': 'no-store' });
  });

  app.get('/register', (c) => {
    const ownOrigin = options.publicOrigin ?? new URL(c.req.url).origin;
    const target = allowedRedirect(c.req.query('redirect_uri') ?? '', ownOrigin, options.allowedRedirectOrigins);
    return html(c, registerPage(target ? target.href : '/'));
  });

  return app;
}
