import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_APP } from '../src/features/auth/grants.js';
import { startCopy, startTestServer, type TestServer } from './helpers.js';

// The portal as the reference back end serves it, with the serving code of @credit-portal/portal-server
// (whose own tests cover the static files and the renderer in detail): the renderer's stand-in server
// build, rendering in process against this back end.
const ENTRY = fileURLToPath(new URL('../../portal-server/test/fixtures/entry-server.mjs', import.meta.url));
const INDEX = '<!doctype html><html lang="zh-CN"><head><title>信用门户</title></head><body><div id="root"></div></body></html>';

/** The portal's build as it lays it out: its browser files (static/, with the SPA page) and the server build beside them. */
function writeBuild(server: TestServer): void {
  fs.mkdirSync(path.join(server.dir, 'static', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(server.dir, 'static', 'index.html'), INDEX);
  fs.mkdirSync(path.join(server.dir, 'server'), { recursive: true });
  fs.copyFileSync(ENTRY, path.join(server.dir, 'server', 'index.js'));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  writeBuild(server);
}, 60_000);
afterAll(() => server.close());

describe('the portal beside the API', () => {
  it('renders public pages with the menu of the embedded back end, in process', async () => {
    const answer = await server.request('/red-list/index');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<h1>红名单</h1>');
    const tabs = (await server.request('/api/cms/front/navigationbar/tree')).json.data.length as number;
    expect(answer.text).toContain(`菜单 ${tabs} 项`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('answers the envelope 4040 with HTTP 404 under the API bases, never a page', async () => {
    for (const address of ['/api/unknown', '/credit/unknown', '/api']) {
      const answer = await server.request(address);
      expect(answer.status, address).toBe(404);
      expect(answer.json, address).toEqual({ code: 4040, msg: '请求的资源不存在' });
    }
  });

  it("does not charge a visitor with the sitemap's calls: a search engine asking for it is not locked by the crawler guard", async () => {
    // The stand-in build asks for the menu three times; the renderer's own calls are counted against no visitor.
    const guarded = await startCopy(server, { guard: { limit: 2, windowSeconds: 60 } });
    try {
      writeBuild(guarded);
      expect((await guarded.request('/sitemap.xml')).text).toContain('/home</loc>');
      for (let i = 0; i < 2; i++) expect((await guarded.request('/api/cms/front/navigationbar/tree')).status).toBe(200);
      expect((await guarded.request('/api/cms/front/navigationbar/tree')).status).toBe(509);
    } finally {
      await guarded.close();
    }
  });

  it('names its public address, never the Host a request brings, in pages, robots.txt, the sitemap and the sign-on', async () => {
    const site = await startCopy(server, { publicOrigin: 'https://credit.example.gov.cn' });
    try {
      writeBuild(site);
      const asked = (address: string, init: RequestInit = {}) => fetch(`${site.url}${address}`, { ...init, headers: { Host: 'evil.example.com', ...init.headers } });
      expect(await (await asked('/robots.txt')).text()).toContain('Sitemap: https://credit.example.gov.cn/sitemap.xml');
      expect(await (await asked('/sitemap.xml')).text()).toContain('<loc>https://credit.example.gov.cn/home</loc>');
      expect(await (await asked('/red-list/index')).text()).toContain('<link rel="canonical" href="https://credit.example.gov.cn/red-list/index" />');
      // Behind TLS the sign-on's own origin is the public https one: it returns visitors there, and not to the Host.
      const login = (target: string) =>
        asked('/sso/login', {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ appId: SSO_APP.appId, redirect_uri: target, type: 'ticket', username: 'qiye', password: 'Xinyong@2026' }),
        });
      const back = await login('https://credit.example.gov.cn/home');
      expect(back.status).toBe(303);
      // Its own origin: the address back is the page's own path.
      expect(back.headers.get('location')).toMatch(/^\/home\?trustticket=TGT-/);
      expect((await login('http://evil.example.com/home')).status).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('serves index.html for every page with rendering off', async () => {
    const off = await startTestServer({ serverRendering: false });
    try {
      writeBuild(off);
      const answer = await off.request('/red-list/index');
      expect(answer.text).toBe(INDEX);
    } finally {
      await off.close();
    }
  }, 60_000);
});
