import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_APP } from '../src/features/auth/grants.js';
import { startTestServer, type TestServer } from './helpers.js';

/** Starting a server seeds a whole database; on a busy machine that takes longer than the default 10 s. */
const SERVER_START_MS = 60_000;

let clock = Date.parse('2026-11-22T02:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    captchaCode: 'K7pX',
    tokenTtlSeconds: 600,
    ssoAllowedRedirects: ['https://credit.example.gov.cn'],
  });
}, SERVER_START_MS);
afterAll(() => server.close());

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

/** Submits the sign-on's login form as a browser would, without following the redirect. */
async function ssoSubmit(fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const ticketFor = async (username: string, redirect = '/home'): Promise<string> => {
  const answer = await ssoSubmit({ appId: SSO_APP.appId, redirect_uri: redirect, type: 'ticket', username, password: 'Xinyong@2026' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') as string, server.url).searchParams.get('trustticket') as string;
};

const loginAs = async (username: string): Promise<string> => {
  const ticket = await ticketFor(username);
  const { json: answer } = await server.request('/api/auth/login', json({ trustticket: ticket, appCode: 'CREDIT_PORTAL' }));
  return answer.data.access_token;
};

describe('the single sign-on addresses', () => {
  it('answers the app id and the public app key', async () => {
    expect((await server.request('/api/auth/mzt/getAppId')).json.data).toBe(`${CITY.id}-credit-portal`);
    expect((await server.request('/api/cmpinternetportalfront/mzt/getAppKey')).json.data).toBe('PTXY-PORTAL-3503');
  });

  it('builds the login and register addresses for a return address', async () => {
    const { json: answer } = await server.request(`/api/auth/mztLogin?redirect_uri=${encodeURIComponent('http://127.0.0.1:4173/home')}`);
    const login = new URL(answer.data.loginUrl, server.url);
    expect(login.pathname).toBe('/sso/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({ appId: `${CITY.id}-credit-portal`, redirect_uri: 'http://127.0.0.1:4173/home', type: 'ticket' });
    expect(answer.data.registerUrl).toMatch(new RegExp(`^/sso/register\\?appId=${CITY.id}-credit-portal&redirect_uri=`));
  });
});

describe('the simulated sign-on page', () => {
  it('is an accessible Chinese login form under a strict CSP, listing the demo accounts', async () => {
    const page = await server.request(`/sso/login?appId=${SSO_APP.appId}&redirect_uri=%2Fhome&type=ticket`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="zh-CN">');
    expect(page.text).toContain('统一身份认证平台');
    expect(page.text).toMatch(/<label for="username">用户名<\/label>/);
    expect(page.text).toMatch(/<label for="password">密码<\/label>/);
    expect(page.text).toContain('<link rel="stylesheet" href="/sso/assets/sso.css">');
    expect(page.text).not.toMatch(/<script|style=/);
    for (const name of ['qiye', 'zuzhi', 'geren']) expect(page.text).toContain(`<td>${name}</td>`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const css = await server.request('/sso/assets/sso.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.text).toContain(':focus-visible');
  });

  it('refuses to return visitors to an origin that is not allowed', async () => {
    const page = await server.request(`/sso/login?appId=${SSO_APP.appId}&redirect_uri=${encodeURIComponent('https://evil.example.com/steal')}`);
    expect(page.status).toBe(400);
    expect(page.text).toContain('回调地址不在允许范围内');
    expect(page.text).not.toContain('<form');
    for (const target of ['//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)']) {
      const answer = await ssoSubmit({ appId: SSO_APP.appId, redirect_uri: target, username: 'qiye', password: 'Xinyong@2026' });
      expect(answer.status, target).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('returns to an allowed other origin with the ticket appended to its query', async () => {
    const answer = await ssoSubmit({
      appId: SSO_APP.appId, redirect_uri: 'https://credit.example.gov.cn/home?tab=1#top', username: 'qiye', password: 'Xinyong@2026',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^https:\/\/credit\.example\.gov\.cn\/home\?tab=1&trustticket=TGT-[\w-]+#top$/);
  });

  it('shows a wrong password next to the field, tied with aria-describedby, and keeps the name', async () => {
    const answer = await ssoSubmit({ appId: SSO_APP.appId, redirect_uri: '/home', username: ' qiye ', password: 'wrong' });
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text).toContain('aria-describedby="password-error"');
    expect(text).toContain('<p class="error" id="password-error">用户名或密码错误</p>');
    expect(text).toContain('value="qiye"');
    // The field with the message has the focus when the page opens; only that one.
    expect(text).toMatch(/<input id="password"[^>]* autofocus>/);
    expect(text.match(/autofocus/g)).toHaveLength(1);
  });

  it('gives the focus to the first of the fields left empty', async () => {
    const text = await (await ssoSubmit({ appId: SSO_APP.appId, redirect_uri: '/home', username: '', password: '' })).text();
    expect(text).toMatch(/<input id="username"[^>]* autofocus>/);
    expect(text.match(/autofocus/g)).toHaveLength(1);
  });

  it('locks an account name for 15 minutes after five wrong passwords', async () => {
    const attempt = (password: string) =>
      ssoSubmit({ appId: SSO_APP.appId, redirect_uri: '/home', username: 'zuzhi', password });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(400);
    const locked = await attempt('Xinyong@2026');
    expect(locked.status).toBe(400);
    expect(await locked.text()).toContain('账号已临时锁定');
    clock += 15 * 60 * 1000;
    expect((await attempt('Xinyong@2026')).status).toBe(303);
  });

  it('explains that registration happens at the provincial service and links back', async () => {
    const page = await server.request(`/sso/register?appId=${SSO_APP.appId}&redirect_uri=%2Fhome`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('福建省统一身份认证平台');
    expect(page.text).toContain(`href="${server.url}/home"`);
  });
});

describe('logging in with a ticket', () => {
  it('exchanges a ticket (username trimmed at the sign-on) for a bearer token and the user summary, once', async () => {
    const ticket = await ticketFor('  qiye ');
    const first = await server.request('/api/auth/login', json({ trustticket: ticket, appCode: 'CREDIT_PORTAL' }));
    expect(first.json.code).toBe(200);
    expect(first.json.data).toMatchObject({ token_type: 'Bearer', expires_in: 600, user: { username: 'qiye', userType: 2 } });
    const again = await server.request('/api/auth/login', json({ trustticket: ticket, appCode: 'CREDIT_PORTAL' }));
    expect(again.json).toEqual({
      code: 202, msg: '登录票据无效或已过期，请重新登录', errors: { trustticket: '登录票据无效或已过期，请重新登录' },
    });
  });

  it('refuses a ticket older than five minutes', async () => {
    const ticket = await ticketFor('geren');
    clock += 5 * 60 * 1000 + 1;
    const answer = await server.request('/api/auth/login', json({ trustticket: ticket, appCode: 'CREDIT_PORTAL' }));
    expect(answer.json.code).toBe(202);
  });

  it('needs appCode CREDIT_PORTAL with a ticket', async () => {
    const answer = await server.request('/api/auth/login', json({ trustticket: 'TGT-8fQk2LmZ0aXyVb3nR7sW' }));
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ appCode: '应用编码不能为空' });
  });
});

describe('the authorize-code variant (pcLogin)', () => {
  it('gives a caller code whose login page returns a code and the user type, exchanged once', async () => {
    const { json: start } = await server.request(`/api/auth/mzt/pcLogin?returnUrl=${encodeURIComponent('/user')}`);
    expect(start.data.callerCode).toMatch(/^CC-/);
    const login = new URL(start.data.loginUrl, server.url);
    const page = await server.request(`${login.pathname}${login.search}`);
    expect(page.text).toContain(`name="callerCode" value="${start.data.callerCode}"`);
    const fields = { ...Object.fromEntries(login.searchParams), username: 'zuzhi', password: 'Xinyong@2026' };
    const answer = await ssoSubmit(fields);
    const back = new URL(answer.headers.get('location') as string, server.url);
    expect(back.pathname).toBe('/user');
    expect(back.searchParams.get('userType')).toBe('3');
    const code = back.searchParams.get('code') as string;
    const token = await server.request('/api/auth/login', json({ authorizeCode: code, appCode: 'CREDIT_PORTAL' }));
    expect(token.json.data.user).toMatchObject({ username: 'zuzhi', userType: 3 });
    expect((await server.request('/api/auth/login', json({ authorizeCode: code, appCode: 'CREDIT_PORTAL' }))).json.errors).toHaveProperty('authorizeCode');
    // The caller code is spent too.
    expect((await ssoSubmit(fields)).status).toBe(400);
  });
});

describe('logging in with a password and the graphic captcha', () => {
  const captcha = async (): Promise<string> => (await server.request('/api/graphic/captcha')).json.data.token;

  it('logs in with the right code, the name trimmed', async () => {
    const answer = await server.request('/api/auth/login', json({ username: ' geren ', password: 'Xinyong@2026', code: 'k7px', uuid: await captcha(), appId: SSO_APP.appId }));
    expect(answer.json.data.user).toMatchObject({ username: 'geren', userType: 1 });
  });

  it('refuses a wrong code, and the captcha is spent by the attempt', async () => {
    const token = await captcha();
    const wrong = await server.request('/api/auth/login', json({ username: 'geren', password: 'Xinyong@2026', code: 'AAAA', token }));
    expect(wrong.json).toEqual({ code: 202, msg: '验证码错误或已过期', errors: { code: '验证码错误或已过期' } });
    const retry = await server.request('/api/auth/login', json({ username: 'geren', password: 'Xinyong@2026', code: 'K7pX', token }));
    expect(retry.json.errors).toEqual({ code: '验证码错误或已过期' });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    for (const [username, password] of [['geren', 'nope'], ['nobody', 'Xinyong@2026']]) {
      const answer = await server.request('/api/auth/login', json({ username, password, code: 'K7pX', uuid: await captcha() }));
      expect(answer.json.errors).toEqual({ password: '用户名或密码错误' });
    }
  });

  it('names the missing field in Chinese', async () => {
    const answer = await server.request('/api/auth/login', json({ username: 'geren', code: 'K7pX' }));
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ password: '密码不能为空' });
    const empty = await server.request('/api/auth/login', json({}));
    expect(empty.json.errors).toEqual({ username: '请输入用户名' });
  });
});

describe('the session and the menu', () => {
  it('answers an enterprise session with the public credit code and a masked mobile number', async () => {
    const { json: answer } = await server.request('/api/base/account/account/getCurrenUser', bearer(await loginAs('qiye')));
    expect(answer.data).toMatchObject({ userType: 2, roles: ['enterprise'], avatar: 'avatar-enterprise' });
    expect(answer.data.user.phone).toBe('139****1234');
    expect(answer.data.user.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
    expect(answer.data.mztUser).toMatchObject({ certType: '统一社会信用代码', certNo: answer.data.user.creditCode });
    const avatar = await server.request(`/api/filestorage/file/readImage/${answer.data.avatar}`);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('masks a person’s resident ID', async () => {
    const { json: answer } = await server.request('/api/base/account/account/getCurrenUser', bearer(await loginAs('geren')));
    expect(answer.data.user.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(answer.data.mztUser.certNo).toBe(answer.data.user.idNumber);
  });

  it('gives each user type its user-centre menu', async () => {
    const names = async (username: string): Promise<string[]> => {
      const { json: answer } = await server.request('/api/base/menu/menu/getCurrenMenu', bearer(await loginAs(username)));
      const flat = (items: { name: string; children: unknown[] }[]): string[] =>
        items.flatMap((item) => [item.name, ...flat(item.children as { name: string; children: unknown[] }[])]);
      return flat(answer.data);
    };
    const enterprise = await names('qiye');
    expect(enterprise).toEqual(expect.arrayContaining(['我的留言', '我的投诉', '我的申报', '信用报告申请', '我的收藏', '消息中心', '我的融资需求']));
    const person = await names('geren');
    // Anyone may apply for a product that is not enterprise-only, so each type follows its applications.
    expect(person).toEqual(expect.arrayContaining(['我的留言', '我的投诉', '信用报告申请', '我的收藏', '我的融资申请', '消息中心']));
    expect(person).not.toContain('我的申报');
    expect(await names('zuzhi')).not.toContain('我的融资需求');
  });
});

describe('logging out', () => {
  it('revokes the token at once; a second logout reports nothing was revoked', async () => {
    const token = await loginAs('qiye');
    const out = await server.request('/api/auth/mzt/logout', json({ accessToken: token, appToken: SSO_APP.appId }));
    expect(out.json).toEqual({ code: 200, msg: '操作成功', data: true });
    expect((await server.request('/api/base/account/account/getCurrenUser', bearer(token))).json.code).toBe(203);
    expect((await server.request('/api/auth/mzt/logout', json({ accessToken: token }))).json.data).toBe(false);
  });
});

describe('the token lifetime', () => {
  it('follows the setting: expires_in, and 203 once it has passed', async () => {
    const token = await loginAs('qiye');
    clock += 599 * 1000;
    expect((await server.request('/api/base/account/account/getCurrenUser', bearer(token))).json.code).toBe(200);
    clock += 2000;
    expect((await server.request('/api/base/account/account/getCurrenUser', bearer(token))).json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
  });
});

describe('the slide captcha', () => {
  const slideX = (token: string): number =>
    (server.portal.db.prepare('SELECT x FROM slide_captcha WHERE token = ?').get(token) as { x: number }).x;

  it('answers a background and a piece as SVG data URIs, and the piece’s y', async () => {
    const { json: answer } = await server.request('/api/slide/captcha');
    expect(answer.data).toMatchObject({ width: 300, height: 150, pieceSize: 50 });
    expect(answer.data.backgroundImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const piece = Buffer.from(answer.data.pieceImage.split(',')[1], 'base64').toString('utf8');
    expect(piece).toMatch(/^<svg[^>]*width="50" height="50"/);
    expect(answer.data.y).toBeGreaterThanOrEqual(0);
    expect(answer.data.y).toBeLessThanOrEqual(100);
  });

  it('passes within ±5 px, once', async () => {
    const token = (await server.request('/api/slide/captcha')).json.data.token;
    const x = slideX(token);
    expect((await server.request(`/api/slide/captcha/check?token=${token}&x=${x + 4.5}`)).json.data).toBe(true);
    expect((await server.request(`/api/slide/captcha/check?token=${token}&x=${x}`)).json.data).toBe(false);
  });

  it('fails 6 px off, and after three minutes', async () => {
    const far = (await server.request('/api/slide/captcha')).json.data.token;
    expect((await server.request(`/api/slide/captcha/check?token=${far}&x=${slideX(far) - 6}`)).json.data).toBe(false);
    const late = (await server.request('/api/slide/captcha')).json.data.token;
    const x = slideX(late);
    clock += 3 * 60 * 1000 + 1;
    expect((await server.request(`/api/slide/captcha/check?token=${late}&x=${x}`)).json.data).toBe(false);
  });

  it('answers 400 for a position outside the picture', async () => {
    const answer = await server.request('/api/slide/captcha/check?token=s7Q2mV8pL0aZr5tYwk3J9x&x=400');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ x: '滑块位置不能大于300' });
  });
});
