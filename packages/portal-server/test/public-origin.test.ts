import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRendererConfig } from '../src/config.js';
import { startTestRenderer, writePortalBuild, type TestRenderer } from './helpers.js';

// One public origin: canonical addresses, robots.txt and the sitemap name the site's address (the
// setting, or else the address the renderer listens at), whatever Host a request carries; and the
// sitemap is made once per interval, not once per Host.
const PUBLIC = 'https://credit.example.gov.cn';

/** GET `path` on the renderer with this Host header (fetch would send the renderer's own). */
function getWithHost(server: TestRenderer, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: { Host: host } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('with PORTAL_PUBLIC_ORIGIN', () => {
  let server: TestRenderer;
  beforeAll(async () => {
    server = await startTestRenderer({ publicOrigin: PUBLIC });
  });
  afterAll(() => server.close());

  it('a page is rendered at the public address, whatever the Host', async () => {
    for (const host of ['credit.example.gov.cn', 'evil.example', '127.0.0.1:8080']) {
      const page = await getWithHost(server, '/home', host);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC}/home" />`);
    }
  });

  it('a path that begins with two slashes is a path at the public address, never another host, and is answered', async () => {
    for (const path of ['//evil.example/home', '///evil.example/', '//']) {
      const page = await getWithHost(server, path, 'credit.example.gov.cn');
      expect(page.status, path).toBeLessThan(500);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
      if (canonical) expect(new URL(canonical).host, path).toBe('credit.example.gov.cn');
    }
  });

  it('a route’s data asked at a path that begins with two slashes is answered at the public address, that path kept', async () => {
    const answer = await getWithHost(server, '//evil.example/home.data', 'credit.example.gov.cn');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ origin: PUBLIC, path: '//evil.example/home.data' });
  });

  it('robots.txt names the public sitemap, and the sitemap is made once for every Host, listing public addresses', async () => {
    expect((await getWithHost(server, '/robots.txt', 'evil.example')).body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const hosts = ['a.example', 'b.example', 'c.example', 'credit.example.gov.cn', 'd.example:81', 'e.example', 'f.example', 'g.example', 'h.example', 'i.example'];
    const maps = await Promise.all(hosts.map((host) => getWithHost(server, '/sitemap.xml', host)));
    for (const map of maps) {
      expect(map.status).toBe(200);
      expect(map.body).toContain(`<loc>${PUBLIC}/home</loc>`);
      expect(map.body).toContain('made 1 times');
    }
  });
});

describe('without it', () => {
  let server: TestRenderer;
  beforeAll(async () => {
    server = await startTestRenderer({ mode: 'production' });
  });
  afterAll(() => server.close());

  it('in production the address the renderer listens at is the site’s, never the Host a request names', async () => {
    const page = await getWithHost(server, '/home', 'evil.example');
    expect(page.body).toContain(`<link rel="canonical" href="${server.url}/home" />`);
    expect((await getWithHost(server, '/robots.txt', 'evil.example')).body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const map = await getWithHost(server, '/sitemap.xml', 'other.example');
    expect(map.body).toContain(`<loc>${server.url}/home</loc>`);
    expect((await getWithHost(server, '/sitemap.xml', 'third.example')).body).toContain('made 1 times');
  });
});

describe('the setting', () => {
  it('is an origin: scheme, host and port, nothing else', () => {
    const { staticDir, serverEntry, dir } = writePortalBuild();
    const base = { PORTAL_API_ORIGIN: 'http://127.0.0.1:8080', PORTAL_STATIC_DIR: staticDir, PORTAL_SERVER_ENTRY: serverEntry };
    expect(readRendererConfig({ ...base, PORTAL_PUBLIC_ORIGIN: 'https://credit.example.gov.cn' }).publicOrigin).toBe(PUBLIC);
    expect(readRendererConfig(base).publicOrigin).toBeUndefined();
    for (const bad of ['credit.example.gov.cn', 'https://credit.example.gov.cn/portal', 'ftp://credit.example.gov.cn']) {
      expect(() => readRendererConfig({ ...base, PORTAL_PUBLIC_ORIGIN: bad })).toThrow(`PORTAL_PUBLIC_ORIGIN 无效: "${bad}"`);
    }
    void dir;
  });
});

describe('without PORTAL_PUBLIC_ORIGIN, outside production', () => {
  let server: TestRenderer;
  beforeAll(async () => {
    server = await startTestRenderer({ mode: 'test' });
  });
  afterAll(() => server.close());

  it('a page names the address it was opened at (localhost, a local proxy), so the sign-on returns there', async () => {
    const page = await getWithHost(server, '/home', `localhost:${new URL(server.url).port}`);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:${new URL(server.url).port}/home" />`);
  });
});

