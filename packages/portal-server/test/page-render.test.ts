import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRenderer, type TestRenderer } from './helpers.js';

// The renderer over a stand-in portal build (test/fixtures/entry-server.mjs) and a stand-in back end.
let server: TestRenderer;
beforeAll(async () => {
  server = await startTestRenderer();
});
afterAll(() => server.close());

const nonceOf = (csp: string | null) => /script-src 'self' 'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('server-rendered pages', () => {
  it('answer a public page as HTML with its data, cacheable by a CDN, with the nonce on the hydration script', async () => {
    const answer = await server.request('/red-list/index');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<h1>红名单</h1>');
    expect(answer.text).toMatch(/菜单 \d+ 项/);
    expect(answer.text).toContain('<title>红名单 - 信用门户</title>');
    expect(answer.text).toContain('<html lang="zh-CN" class="theme-red">');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(answer.headers.get('vary')).toContain('Cookie');
    const nonce = nonceOf(answer.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(answer.text).toContain(`<script nonce="${nonce}">`);
    expect(answer.text).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(answer.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it("pass on the visitor's 无障碍 settings cookie to the render, and no other cookie", async () => {
    const answer = await server.request('/red-list/index', { headers: { Cookie: 'analytics=secret; credit_portal_a11y=t150.high.open; theme=x' } });
    expect(answer.text).toContain('<html lang="zh-CN" class="theme-red credit_portal_a11y=t150.high.open">');
    const hostile = await server.request('/red-list/index', { headers: { Cookie: 'credit_portal_a11y="><script>' } });
    expect(hostile.text).toContain('<html lang="zh-CN" class="theme-red">');
  });

  it('pass on the captcha a form showed without script, when it is a token, for the form’s action', async () => {
    const answer = await server.request('/red-list/index', { headers: { Cookie: 'analytics=secret; credit-portal-captcha=t3o_bVqhM-U56EQ22xx; credit_portal_a11y=t150' } });
    expect(answer.text).toContain('<html lang="zh-CN" class="theme-red credit_portal_a11y=t150; credit-portal-captcha=t3o_bVqhM-U56EQ22xx">');
    for (const hostile of ['"><script>', 'short', `${'a'.repeat(65)}`, 'a.b.c.d.e.f.g.h.i.j']) {
      const refused = await server.request('/red-list/index', { headers: { Cookie: `credit-portal-captcha=${hostile}` } });
      expect(refused.text, hostile).toContain('<html lang="zh-CN" class="theme-red">');
    }
  });

  it('read the cookies by their whole names: a cookie whose name begins or ends with one is another', async () => {
    const others = await server.request('/red-list/index', { headers: { Cookie: 'xcredit_portal_a11y=t200; credit_portal_a11y_old=t175; credit-portal-token-old=x' } });
    expect(others.text).toContain('<html lang="zh-CN" class="theme-red">');
    expect(others.text).not.toContain('<div id="root"></div>');
    const quoted = await server.request('/red-list/index', { headers: { Cookie: 'credit_portal_a11y="t150"; credit_portal_a11y=t200; broken; x=%zz' } });
    expect(quoted.text).toContain('<html lang="zh-CN" class="theme-red credit_portal_a11y=t150">');
  });

  it('answer HTTP 404 for a page the renderer says is missing, and redirect where it says', async () => {
    expect((await server.request('/missing')).status).toBe(404);
    const redirect = await server.request('/go', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/sso/login?appId=x');
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });

  it("render a logged-in visitor's page with their login, kept by no cache", async () => {
    const token = encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: 'visitor-token' }));
    const answer = await server.request('/red-list/index', { headers: { Cookie: `other=1; credit-portal-token=${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Bearer 已登录');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // A cookie that is no token is no login (the public page), and still no answer a cache may share.
    const forged = await server.request('/red-list/index', { headers: { Cookie: 'credit-portal-token=%7B%22access_token%22%3A%22t%22%7D' } });
    expect(forged.text).not.toContain('已登录');
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
  });

  it("render a repair-program operator's page with the operator's token, apart from the visitor's, kept by no cache", async () => {
    const operator = encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: 'operator-token' }));
    const answer = await server.request('/red-list/index', { headers: { Cookie: `repair-program-token=${operator}` } });
    expect(answer.text).toContain('工作人员 operator-token');
    // The operator's cookie is no visitor's login.
    expect(answer.text).not.toContain('已登录');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // Both cookies: each token goes where it belongs, never one in the other's place.
    const visitor = encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: 'visitor-token' }));
    const both = await server.request('/red-list/index.data', { headers: { Cookie: `credit-portal-token=${visitor}; repair-program-token=${operator}` } });
    expect(JSON.parse(both.text)).toMatchObject({ path: '/red-list/index.data', method: 'GET', token: 'Bearer', operator: 'operator-token' });
    // A cookie that is no token (hostile, too long, a forged shape) is no operator, and still no shared answer.
    for (const forged of ['%7B%22access_token%22%3A%22t%22%7D', encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: 'a b<script>' })), 'x'.repeat(5000)]) {
      const answered = await server.request('/red-list/index', { headers: { Cookie: `repair-program-token=${forged}` } });
      expect(answered.status).toBe(200);
      expect(answered.text).not.toContain('工作人员');
      expect(answered.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('leave failed renders to the browser (the SPA page, with the nonce on its inline scripts, not cached)', async () => {
    const cases: [string, RequestInit?][] = [['/client'], ['/boom'], ['/home', { headers: { 'x-portal-render': 'client' } }]];
    for (const [address, init] of cases) {
      const answer = await server.request(address, init);
      expect([address, answer.status, answer.text.includes('<div id="root"></div>')]).toEqual([address, 200, true]);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const nonce = nonceOf(answer.headers.get('content-security-policy'));
      expect(nonce).toBeTruthy();
      expect(answer.text).toContain(`<script nonce="${nonce}">window.__reactRouterContext`);
      expect(answer.text).toContain(`<script nonce="${nonce}" type="module">`);
      expect(answer.text).toContain(`<meta name="csp-nonce" content="${nonce}"/>`);
    }
    expect(server.logger.lines.some((line) => line.level === 'error' && String(line.msg).includes('服务端渲染出错') && String(line.msg).includes('/boom'))).toBe(true);
    // What failed in the render, as the portal reports it: one JSON line with the page and why.
    expect(server.logger.lines.filter((line) => line.msg === '服务端渲染时页面出错 /client')).toEqual([expect.objectContaining({ level: 'error', error: '红名单加载失败', errorName: 'Error' })]);
  });

  it("pass the framework's data and manifest requests to its handler, with the visitor's login", async () => {
    const token = encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: 'visitor-token' }));
    const data = await server.request('/red-list/index.data', { headers: { Cookie: `credit-portal-token=${token}` } });
    expect(data.status).toBe(200);
    expect(JSON.parse(data.text)).toMatchObject({ path: '/red-list/index.data', method: 'GET', token: 'Bearer', operator: null });
    expect(data.headers.get('cache-control')).toBe('no-store');
    const manifest = await server.request('/__manifest?paths=%2Fhome');
    expect(JSON.parse(manifest.text)).toMatchObject({ path: '/__manifest', token: null });
  });

  it('answer robots.txt and sitemap.xml from the server build, the sitemap made once and reused', async () => {
    const robots = await server.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const before = server.backend.seen.length;
    const first = await server.request('/sitemap.xml');
    // The renderer's own calls: the same GET asked once, and no visitor's address for a crawler guard to charge.
    const calls = server.backend.seen.slice(before);
    expect(calls.map(({ url }) => url)).toEqual(['/api/cms/front/navigationbar/tree']);
    expect(calls[0]?.headers['x-forwarded-for']).toBeUndefined();
    expect(first.headers.get('content-type')).toContain('application/xml');
    expect(first.text).toContain(`<loc>${server.url}/home</loc>`);
    expect(first.text).toMatch(/\d+ tabs, made 1 times/);
    expect((await server.request('/sitemap.xml')).text).toContain('made 1 times');
  });

  it('still serve the built files as they are', async () => {
    const answer = await server.request('/assets/index-1a2b3c.js');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('console.log(1);');
  });
});

describe("a form's POST to its page", () => {
  it("goes to the route's action when the page has one: it answers the page, never kept, without the fields given back", async () => {
    const answer = await server.request('/form', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'title=%E7%95%99%E8%A8%80&phone=13805943456' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<li>title=留言</li><li>phone=13805943456</li>');
    expect(answer.text).not.toContain('portal-posted-form');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('brings the files of a multipart form to the action, the boundary as it was sent', async () => {
    const form = new FormData();
    form.append('reason', '已履行完毕');
    form.append('files', new Blob(['%PDF-1.4 proof'], { type: 'application/pdf' }), '证明.pdf');
    const sent = new Request('http://x/form', { method: 'POST', body: form });
    const answer = await server.request('/form', { method: 'POST', headers: { 'Content-Type': sent.headers.get('content-type') ?? '' }, body: await sent.arrayBuffer() });
    expect(answer.text).toContain('<li>reason=已履行完毕</li><li>files=证明.pdf:14</li>');
  });

  it('answers a body that does not parse as its type with the page (the action says so), never 500', async () => {
    const answer = await server.request('/form', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' }, body: 'not multipart at all' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('提交的内容无法读取');
  });

  it("gives a multipart form's text fields back on a page without an action, its boundary read as it was sent", async () => {
    // A browser's boundary has capitals (Chromium: ----WebKitFormBoundary…).
    const boundary = '----WebKitFormBoundaryQx7AbC';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="title"', '', '留言', `--${boundary}`, 'Content-Disposition: form-data; name="files"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.4', `--${boundary}--`, ''].join('\r\n');
    const answer = await server.request('/home', { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(answer.text).toContain('<script type="application/json" id="portal-posted-form">{"title":["留言"]}</script>');
  });

  it("gives the fields back on a page without an action", async () => {
    const answer = await server.request('/home', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'title=%E7%95%99%E8%A8%80' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<script type="application/json" id="portal-posted-form">{"title":["留言"]}</script>');
  });
});

describe('a form sent when the login had ended', () => {
  const login = (accessToken: string) => `credit-portal-token=${encodeURIComponent(JSON.stringify({ token_type: 'Bearer', access_token: accessToken }))}`;
  const send = () =>
    server.request('/form', { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: login('ended-token') }, body: 'title=%E7%95%99%E8%A8%80&password=secret' });
  const keptCookie = (setCookies: string[]) => setCookies.find((cookie) => cookie.startsWith('credit-portal-unsent='));

  it('is kept for its page, named by a cookie only that page gets, and given back once on its next GET with a login', async () => {
    const sent = await send();
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/login?expired=1&unsent=1&redirect=%2Fform');
    const setCookies = sent.headers.getSetCookie();
    // The login cookie cleared, as the page answered, and the kept form's cookie beside it.
    expect(setCookies).toContain('credit-portal-token=; Max-Age=0; Path=/');
    const cookie = keptCookie(setCookies) ?? '';
    expect(cookie).toMatch(/^credit-portal-unsent=[\w-]+; Max-Age=1800; Path=\/form; HttpOnly; SameSite=Lax$/);
    // Sealed: nothing typed can be read from it.
    expect(Buffer.from(cookie.split(/[=;]/)[1] ?? '', 'base64url').toString('latin1')).not.toContain('title');
    const name = cookie.split(';')[0] ?? '';

    // Not to a visitor without a login: the page's loader sends them to log in, the form still kept.
    const anonymous = await server.request('/form', { headers: { Cookie: name } });
    expect(anonymous.text).not.toContain('表单打开时的内容');
    expect(keptCookie(anonymous.headers.getSetCookie())).toBeUndefined();

    const back = await server.request('/form', { headers: { Cookie: `${name}; ${login('new-token')}` } });
    expect(back.status).toBe(200);
    // The form opens with what was typed (never a password), in the server's HTML and for the page's script.
    expect(back.text).toContain('表单打开时的内容 {"title":["留言"]}');
    expect(back.text).toContain('<script type="application/json" id="portal-posted-form">{"title":["留言"]}</script>');
    expect(back.text).not.toContain('secret');
    expect(back.headers.get('cache-control')).toBe('private, no-store');
    expect(keptCookie(back.headers.getSetCookie())).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');

    // Given back once: the browser drops the ended cookie, so its page opens as new.
    const again = await server.request('/form', { headers: { Cookie: login('new-token') } });
    expect(again.text).not.toContain('表单打开时的内容');
  });

  it('gives nothing for a cookie it never sealed, one changed, or one sealed for another page, and ends that cookie', async () => {
    const sealed = (keptCookie((await send()).headers.getSetCookie()) ?? '').split(/[=;]/)[1] ?? '';
    // One character changed inside: each carries six bits of the sealed bytes.
    const changed = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '../../etc', '%00', changed, 'x'.repeat(5000)]) {
      const answer = await server.request('/form', { headers: { Cookie: `credit-portal-unsent=${name}; ${login('new-token')}` } });
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('表单打开时的内容');
      expect(keptCookie(answer.headers.getSetCookie())).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');
    }
  });

  it('is given back by another renderer that holds the same key, and by none other', async () => {
    const formKey = Buffer.alloc(32, 9);
    const [first, second, other] = await Promise.all([startTestRenderer({ formKey }), startTestRenderer({ formKey }), startTestRenderer()]);
    try {
      const sent = await first.request('/form', { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: login('ended-token') }, body: 'title=%E7%95%99%E8%A8%80' });
      const name = (keptCookie(sent.headers.getSetCookie()) ?? '').split(';')[0] ?? '';
      expect((await second.request('/form', { headers: { Cookie: `${name}; ${login('new-token')}` } })).text).toContain('表单打开时的内容 {"title":["留言"]}');
      expect((await other.request('/form', { headers: { Cookie: `${name}; ${login('new-token')}` } })).text).not.toContain('表单打开时的内容');
    } finally {
      await Promise.all([first.close(), second.close(), other.close()]);
    }
  });

  it("keeps nothing of a form sent at another spelling of its page's address, which a cookie's Path would not name", async () => {
    for (const address of ['/FORM', '/form/']) {
      const sent = await server.request(address, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: login('ended-token') }, body: 'title=%E7%95%99%E8%A8%80' });
      // The login page all the same, the login cookie cleared; only the form is not kept.
      expect(sent.status).toBe(303);
      expect(sent.headers.getSetCookie()).toContain('credit-portal-token=; Max-Age=0; Path=/');
      expect(keptCookie(sent.headers.getSetCookie())).toBeUndefined();
    }
  });

  it('keeps a form too large for its cookie in the folder the renderers share, given back by another of them once', async () => {
    const unsentFormsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unsent-forms-renderers-'));
    const formKey = Buffer.alloc(32, 7);
    const [first, second] = await Promise.all([startTestRenderer({ formKey, unsentFormsDir }), startTestRenderer({ formKey, unsentFormsDir })]);
    try {
      // A complaint of 2,000 characters, which no compression brings within a cookie.
      const content = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('');
      const sent = await first.request('/form', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: login('ended-token') },
        body: new URLSearchParams({ title: '留言', content }).toString(),
      });
      expect(sent.status).toBe(303);
      const cookie = keptCookie(sent.headers.getSetCookie()) ?? '';
      expect(cookie).toMatch(/^credit-portal-unsent=h\.[\w.-]+; Max-Age=1800; Path=\/form; HttpOnly; SameSite=Lax$/);
      expect(fs.readdirSync(unsentFormsDir)).toHaveLength(1);
      const name = cookie.split(';')[0] ?? '';

      const back = await second.request('/form', { headers: { Cookie: `${name}; ${login('new-token')}` } });
      expect(back.text).toContain(`表单打开时的内容 ${JSON.stringify({ title: ['留言'], content: [content] })}`);
      expect(keptCookie(back.headers.getSetCookie())).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');
      // Given back once: its file ended with the cookie.
      expect(fs.readdirSync(unsentFormsDir)).toEqual([]);
      expect((await first.request('/form', { headers: { Cookie: `${name}; ${login('new-token')}` } })).text).not.toContain('表单打开时的内容');
    } finally {
      await Promise.all([first.close(), second.close()]);
      fs.rmSync(unsentFormsDir, { recursive: true, force: true });
    }
  });

  it('keeps nothing of a form sent with a login that stands (its action took it)', async () => {
    const answer = await server.request('/form', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: login('visitor-token') }, body: 'title=x' });
    expect(answer.status).toBe(200);
    expect(keptCookie(answer.headers.getSetCookie())).toBeUndefined();
  });
});
