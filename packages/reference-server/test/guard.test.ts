import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import type { OpenApiDocument } from '../src/contract/types.js';
import { issueToken, revokeToken } from '../src/features/accounts/session.js';
import { SERVER_START_MS, contractDocument, startCopy, startTestServer, type TestServer } from './helpers.js';

const userId = (server: TestServer, username: string): number =>
  (server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;

describe('the login guard (spec §6, §8)', () => {
  let server: TestServer;
  const now = Date.parse('2026-11-22T02:00:00Z');
  beforeAll(async () => {
    // A copy of the contract in which the user-centre menu is for enterprises only, to show 403.
    const document = structuredClone(await contractDocument()) as OpenApiDocument;
    const menu = document.paths['/base/menu/menu/getCurrenMenu']?.get;
    if (!menu) throw new Error('getCurrenMenu missing from the contract');
    menu['x-user-types'] = [2];
    server = await startTestServer({ document, now: () => now });
  }, SERVER_START_MS);
  afterAll(() => server.close());

  const me = (token?: string) =>
    server.request('/api/base/account/account/getCurrenUser', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  it('answers 401 请先登录 without a token, and for a token it never issued', async () => {
    expect((await me()).json).toEqual({ code: 401, msg: '请先登录' });
    expect((await me('Qm9vZ2llV29vZ2llQm9vZ2llV29v')).json).toEqual({ code: 401, msg: '请先登录' });
  });

  it('answers 203 for an expired token', async () => {
    const { token } = issueToken(server.portal.db, userId(server, 'qiye'), now - 7200_000, 3600_000);
    expect((await me(token)).json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
  });

  it('answers 203 for a logged-out token', async () => {
    const { token } = issueToken(server.portal.db, userId(server, 'qiye'), now, 3600_000);
    expect((await me(token)).json.code).toBe(200);
    revokeToken(server.portal.db, token, now);
    expect((await me(token)).json.code).toBe(203);
  });

  it('renews a live login for another token lifetime, never past 12 hours after the sign-in', async () => {
    const renew = (token?: string) =>
      server.request('/api/auth/renewToken', { method: 'POST', ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
    const minutes = 60_000;
    // Signed in 110 minutes ago with a two-hour token: 10 minutes left, renewed to two hours from now.
    const fresh = issueToken(server.portal.db, userId(server, 'qiye'), now - 110 * minutes, 120 * minutes);
    expect((await renew(fresh.token)).json).toEqual({ code: 200, msg: '操作成功', data: { expires_in: 7200 } });
    expect((await me(fresh.token)).json.code).toBe(200);
    // Signed in 11.5 hours ago: renewed only to the 12-hour cap.
    const old = issueToken(server.portal.db, userId(server, 'qiye'), now - 690 * minutes, 700 * minutes);
    expect((await renew(old.token)).json.data).toEqual({ expires_in: 30 * 60 });
    // No login, or an expired one: the catalogue, nothing renewed.
    expect((await renew()).json).toEqual({ code: 401, msg: '请先登录' });
    const expired = issueToken(server.portal.db, userId(server, 'qiye'), now - 180 * minutes, 120 * minutes);
    expect((await renew(expired.token)).json.code).toBe(203);
    expect((await me(expired.token)).json.code).toBe(203);
  });

  it('answers 403 to a user type the operation is not for', async () => {
    const menu = (username: string) => {
      const { token } = issueToken(server.portal.db, userId(server, username), now, 3600_000);
      return server.request('/api/base/menu/menu/getCurrenMenu', { headers: { Authorization: `Bearer ${token}` } });
    };
    expect((await menu('geren')).json).toEqual({ code: 403, msg: '您没有权限执行此操作，请联系管理员' });
    expect((await menu('zuzhi')).json.code).toBe(403);
    expect((await menu('qiye')).json.code).toBe(200);
  });
});

let server: TestServer;

describe('the crawler guard', () => {
  let clock = Date.parse('2026-11-22T02:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock, captchaCode: 'K7pX', guard: { limit: 5, windowSeconds: 60 } });
  }, SERVER_START_MS);

  const hit = () => server.request('/api/cms/front/navigationbar/tree');

  it('locks a client after the limit with HTTP 509 and a Chinese verification page', async () => {
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(200);
    const blocked = await hit();
    expect(blocked.status).toBe(509);
    expect(blocked.headers.get('content-type')).toMatch(/^text\/html/);
    expect(blocked.text).toContain('<html lang="zh-CN">');
    expect(blocked.text).toContain('<form method="post" action="/api/kk-anti-reptile/verify">');
    expect(blocked.text).toMatch(/<img src="\/api\/kk-anti-reptile\/image\/[\w-]+" alt="验证码图片"/);
    expect(blocked.text).toContain('<a href="/api/kk-anti-reptile/verify">看不清，换一张</a>');
    expect(blocked.text).not.toMatch(/<script|style=/);
    expect(blocked.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Every API base is locked, and the portal's own pages are not.
    expect((await server.request('/credit/finance/front/product/productPage')).status).toBe(509);
    expect((await server.request('/api/graphic/captcha')).status).toBe(509);
  });

  it('serves its page, image and stylesheet without counting them', async () => {
    const page = await server.request('/api/kk-anti-reptile/verify');
    expect(page.status).toBe(200);
    const image = page.text.match(/src="(\/api\/kk-anti-reptile\/image\/[\w-]+)"/)?.[1] as string;
    expect((await server.request(image)).headers.get('content-type')).toBe('image/svg+xml');
    const css = await server.request('/api/kk-anti-reptile/verify.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.text).toContain('.verify');
  });

  it('keeps the client locked after a wrong answer, and lets it go after a right one', async () => {
    const token = (text: string) => text.match(/name="token" value="([\w-]+)"/)?.[1] as string;
    const post = (fields: Record<string, string>) =>
      server.request('/api/kk-anti-reptile/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const wrong = await post({ token: token((await hit()).text), answer: 'AAAA' });
    expect(wrong.text).toContain('验证码错误或已过期，请重新输入');
    expect(wrong.text).toContain('aria-describedby="answer-error"');
    expect((await hit()).status).toBe(509);
    const right = await post({ token: token((await hit()).text), answer: 'k7px' });
    expect(right.text).toContain('验证通过，请关闭本窗口');
    expect((await hit()).status).toBe(200);
  });

  it('counts again from zero in a new window', async () => {
    for (let i = 0; i < 4; i++) await hit();
    clock += 60_000;
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(200);
    expect((await hit()).status).toBe(509);
  });
});

describe('the crawler guard behind nginx (PORTAL_TRUSTED_PROXIES)', () => {
  const forwardedBy = (address: string) => ({ headers: { 'X-Forwarded-For': `198.51.100.1, ${address}` } });

  it('counts each visitor nginx forwards on its own when nginx is trusted', async () => {
    const behind = await startCopy(server, { guard: { limit: 3, windowSeconds: 60 }, trustedProxies: ['127.0.0.1', '::1'] });
    try {
      for (let i = 0; i < 3; i++) expect((await behind.request('/api/auth/mzt/getAppId', forwardedBy('203.0.113.1'))).status).toBe(200);
      expect((await behind.request('/api/auth/mzt/getAppId', forwardedBy('203.0.113.1'))).status).toBe(509);
      // Another visitor through the same nginx is not locked with the first.
      expect((await behind.request('/api/auth/mzt/getAppId', forwardedBy('203.0.113.2'))).status).toBe(200);
      expect((await behind.request('/api/auth/mzt/getAppId', { headers: { 'X-Real-IP': '203.0.113.3' } })).status).toBe(200);
    } finally {
      await behind.close();
    }
  }, SERVER_START_MS);

  it('ignores X-Forwarded-For when no proxy is trusted (the default): one client, whatever it claims', async () => {
    const direct = await startCopy(server, { guard: { limit: 3, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 3; i++) expect((await direct.request('/api/auth/mzt/getAppId', forwardedBy(`203.0.113.${10 + i}`))).status).toBe(200);
      expect((await direct.request('/api/auth/mzt/getAppId', forwardedBy('203.0.113.99'))).status).toBe(509);
    } finally {
      await direct.close();
    }
  }, SERVER_START_MS);

  it('reads the trusted proxies from the environment, none by default', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ PORTAL_TRUSTED_PROXIES: '127.0.0.1, ::1' }).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(() => readConfig({ PORTAL_TRUSTED_PROXIES: '127.0.0.1,nginx' })).toThrow(/PORTAL_TRUSTED_PROXIES.*nginx/);
  });
});

describe('the guard settings', () => {
  it('default to 300 requests in 60 s, off under NODE_ENV=test unless set', () => {
    expect(readConfig({}).guard).toEqual({ limit: 300, windowSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test' }).guard.limit).toBe(0);
    expect(readConfig({ NODE_ENV: 'test', PORTAL_GUARD_LIMIT: '20', PORTAL_GUARD_WINDOW: '10' }).guard).toEqual({ limit: 20, windowSeconds: 10 });
    expect(() => readConfig({ PORTAL_GUARD_LIMIT: '-1' })).toThrow(/PORTAL_GUARD_LIMIT/);
    expect(() => readConfig({ PORTAL_GUARD_WINDOW: '0' })).toThrow(/PORTAL_GUARD_WINDOW/);
  });

  it('turn the guard off with limit 0', async () => {
    const open = await startCopy(server, { guard: { limit: 0, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 20; i++) expect((await open.request('/api/auth/mzt/getAppId')).status).toBe(200);
    } finally {
      await open.close();
    }
  }, SERVER_START_MS);

  it('take the token lifetime and the allowed sign-on origins from the environment', () => {
    expect(readConfig({}).tokenTtlSeconds).toBe(7200);
    expect(readConfig({ PORTAL_TOKEN_TTL: '60' }).tokenTtlSeconds).toBe(60);
    expect(() => readConfig({ PORTAL_TOKEN_TTL: '0' })).toThrow(/PORTAL_TOKEN_TTL/);
    expect(readConfig({ PORTAL_SSO_ALLOWED_REDIRECTS: 'https://credit.example.gov.cn/, http://10.0.0.8:8080' }).ssoAllowedRedirects).toEqual([
      'https://credit.example.gov.cn',
      'http://10.0.0.8:8080',
    ]);
    expect(() => readConfig({ PORTAL_SSO_ALLOWED_REDIRECTS: 'javascript:alert(1)' })).toThrow(/PORTAL_SSO_ALLOWED_REDIRECTS/);
  });
});

afterAll(() => server.close());
