import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalStatic, preferredEncoding } from '../src/static.js';

const INDEX = '<!doctype html><html lang="zh-CN"><head><title>信用门户</title></head><body><div id="root"></div></body></html>';

// Large enough to be worth compressing.
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const item${i} = "信用门户 ${i}";`).join('\n');

/** The static files alone (no renderer: pages are the browser-rendered shell) on a free port. */
let server: { url: string; dir: string; request(address: string): Promise<{ status: number; headers: Headers; text: string }>; close(): Promise<void> };
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  const staticDir = path.join(dir, 'static');
  const app = new Hono();
  app.all('*', createPortalStatic(staticDir));
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  server = {
    url,
    dir,
    async request(address) {
      const answer = await fetch(`${url}${address}`);
      return { status: answer.status, headers: answer.headers, text: await answer.text() };
    },
    close: () =>
      new Promise((resolve) => {
        (listening as http.Server).closeAllConnections();
        listening.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-3f2a1b.js'), 'console.log("门户");');
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(staticDir, 'assets', 'vendor-9c8d7e.js'), BIG_SCRIPT);
  // Outside the static folder: must never be served.
  fs.writeFileSync(path.join(server.dir, 'secret.txt'), 'TOP-SECRET');
  fs.symlinkSync(path.join(server.dir, 'secret.txt'), path.join(staticDir, 'linked.txt'));
});
afterAll(() => server.close());

/** The raw bytes and headers of an answer, with the given Accept-Encoding (fetch would decode them). */
function rawBytes(url: string, rawPath: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request whose path is sent exactly as written (fetch would normalise dot segments). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the portal pages', () => {
  it('serve index.html for /home with the security headers and no caching', async () => {
    const answer = await server.request('/home');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; img-src 'self' data:; style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'; script-src 'self' 'nonce-\1'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'$/,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('give every page answer a nonce of its own for its inline styles', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await server.request('/home')).headers.get('content-security-policy') ?? '')?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('fall back to index.html for unknown page addresses, including ones that start like /credit', async () => {
    for (const address of ['/', '/no/such/page', '/credit-dynamics', '/content-detail?id=12']) {
      const answer = await server.request(address);
      expect(answer.status, address).toBe(200);
      expect(answer.text, address).toBe(INDEX);
    }
  });

  it('serve hashed assets with a year of caching', async () => {
    const answer = await server.request('/assets/index-3f2a1b.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answer 404, not index.html, for a missing asset', async () => {
    expect((await server.request('/assets/missing-chunk.js')).status).toBe(404);
    expect((await server.request('/favicon.ico')).status).toBe(404);
  });

  it('refuse other methods than GET and HEAD, and POST but on a page address', async () => {
    for (const [method, address] of [['PUT', '/home'], ['DELETE', '/credit-complaint'], ['POST', '/assets/index-3f2a1b.js'], ['POST', '/favicon.svg']] as const) {
      const answer = await fetch(`${server.url}${address}`, { method });
      expect([method, address, answer.status]).toEqual([method, address, 405]);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answer a form posted to a page with the page and its fields given back, never cached', async () => {
    const answer = await fetch(`${server.url}/credit-complaint`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ complainantName: '王小明</script><script>alert(1)</script>', phone: '13812345678', password: 'Xinyong@2026' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await answer.text();
    const block = /<script type="application\/json" id="portal-posted-form">(.*?)<\/script>/.exec(html);
    // One data block, in the head, whose text no tag can end; the password is never written back.
    expect(html.indexOf('portal-posted-form')).toBeLessThan(html.indexOf('</head>'));
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ complainantName: ['王小明</script><script>alert(1)</script>'], phone: ['13812345678'] });
  });

  it('refuse a form posted from another site (the browser’s Sec-Fetch-Site), before reading it', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const answer = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
        body: new URLSearchParams({ username: 'qiye', password: 'Xinyong@2026' }),
      });
      expect(answer.status, site).toBe(403);
      expect(await answer.text()).toContain('不接受来自其他网站的提交');
    }
    const own = await fetch(`${server.url}/credit-complaint`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ complainantName: '王小明' }),
    });
    expect(own.status).toBe(200);
  });

  it('answer 413 to a posted form over 64 KB, reading no further', async () => {
    const answer = await fetch(`${server.url}/credit-complaint`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `content=${'信'.repeat(30_000)}`,
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('提交的内容过多');
  });
});

describe('compression', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('sends scripts brotli-compressed to browsers that accept it, and the same script once decoded', async () => {
    const answer = await rawBytes(server.url, '/assets/vendor-9c8d7e.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT) / 3);
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('falls back to gzip, and to the plain file when the client accepts no encoding', async () => {
    const gzip = await rawBytes(server.url, '/assets/vendor-9c8d7e.js', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(BIG_SCRIPT);
    const plain = await rawBytes(server.url, '/assets/vendor-9c8d7e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('keeps one ETag per encoding, so a cache never revalidates one encoding with another', async () => {
    const br = await rawBytes(server.url, '/assets/vendor-9c8d7e.js', 'br');
    const plain = await rawBytes(server.url, '/assets/vendor-9c8d7e.js');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('leaves files too small to gain anything as they are', async () => {
    const answer = await rawBytes(server.url, '/assets/index-3f2a1b.js', 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('console.log("门户");');
  });
});

describe('files outside the static folder', () => {
  it('are refused whatever the encoding of the path', async () => {
    for (const raw of ['/../secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt', '/linked.txt']) {
      const answer = await rawGet(server.url, raw);
      expect(answer.status, raw).toBeGreaterThanOrEqual(400);
      expect(answer.body, raw).not.toContain('TOP-SECRET');
    }
  });
});

describe('the page rendered in the browser', () => {
  it('is index.html as it is now: read again after a new build replaced it', async () => {
    const staticDir = path.join(server.dir, 'rendered');
    fs.mkdirSync(staticDir, { recursive: true });
    const index = path.join(staticDir, 'index.html');
    fs.writeFileSync(index, INDEX);
    const serveStatic = createPortalStatic(staticDir, { renderPage: async () => null });
    const app = new Hono();
    app.all('*', serveStatic);
    const page = async () => (await app.request('/home')).text();

    expect(await page()).toContain('<title>信用门户</title><');
    // A new build: another title, and a later modification time even on a coarse clock.
    fs.writeFileSync(index, INDEX.replace('信用门户', '示例市信用门户'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(index, later, later);
    expect(await page()).toContain('<title>示例市信用门户</title>');
  });

  it('renders a page a form was posted to with the fields, as the page rendered for GET', async () => {
    const staticDir = path.join(server.dir, 'posted');
    fs.mkdirSync(staticDir, { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    const given: unknown[] = [];
    const app = new Hono();
    app.all(
      '*',
      createPortalStatic(staticDir, {
        renderPage: async (_c, posted) => {
          given.push(posted);
          // A renderer names the fields its page gives back (here: those it was given).
          return { status: 200, html: INDEX.replace('<div id="root"></div>', '<div id="root"><h1>信用投诉</h1></div>'), headers: { 'Cache-Control': 'public, max-age=60' }, ...(posted ? { givenBack: posted } : {}) };
        },
      }),
    );
    const body = new FormData();
    body.append('title', '拖欠货款');
    body.append('files', new Blob(['%PDF-1.7']), 'evidence.pdf');
    const answer = await app.request('/credit-complaint', { method: 'POST', body });
    expect(answer.status).toBe(200);
    // The page's own cache header gives way: an answer holding what a visitor typed is never stored.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Files are never given back; the text fields are, to the render and in the page.
    expect(given).toEqual([{ title: ['拖欠货款'] }]);
    const html = await answer.text();
    expect(html).toContain('<h1>信用投诉</h1>');
    expect(html).toContain('{"title":["拖欠货款"]}');
  });
});
