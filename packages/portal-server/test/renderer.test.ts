import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { READINESS_PROBE_PATH } from '../src/renderer.js';
import { startTestRenderer, type TestRenderer } from './helpers.js';

let server: TestRenderer;
beforeAll(async () => {
  server = await startTestRenderer({ readinessTimeoutMs: 300 });
});
beforeEach(() => {
  server.backend.answer = null;
});
afterAll(() => server.close());

const requestLines = () => server.logger.lines.filter((line) => line.msg === 'request');

describe('health', () => {
  it('/healthz answers while the process is alive', async () => {
    const answer = await server.request('/healthz');
    expect([answer.status, answer.json]).toEqual([200, { status: 'ok' }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 when the entry is loaded and the back end answers its navigation', async () => {
    const answer = await server.request('/readyz');
    expect([answer.status, answer.json]).toEqual([200, { status: 'ready' }]);
    expect(server.backend.seen.at(-1)?.url).toBe(READINESS_PROBE_PATH);
  });

  it('/readyz answers 503 naming the back end when it fails, is too slow or is not there', async () => {
    server.backend.answer = (_req, res) => {
      res.statusCode = 500;
      res.end();
    };
    const failing = await server.request('/readyz');
    expect(failing.status).toBe(503);
    expect(failing.json).toEqual({ status: 'unavailable', failed: { backend: expect.stringContaining('HTTP 500') } });

    server.backend.answer = () => undefined;
    const slow = await server.request('/readyz');
    expect(slow.json.failed.backend).toContain('300 ms 内未应答');
    expect(server.logger.lines.some((line) => line.level === 'warn' && line.msg === '渲染服务未就绪')).toBe(true);
  });

  it('neither probe is logged per call, ready or not', async () => {
    const before = requestLines().length;
    await server.request('/healthz');
    await server.request('/readyz');
    server.backend.answer = (_req, res) => {
      res.statusCode = 502;
      res.end();
    };
    expect((await server.request('/readyz')).status).toBe(503);
    expect(requestLines().length).toBe(before);
  });
});

describe('the back-end bases', () => {
  it('are not the renderer\'s: 404 with a short Chinese text, never the portal', async () => {
    for (const address of ['/api/cms/front/navigationbar/tree', '/credit/finance/front/product/productPage', '/sso/login', '/api']) {
      const answer = await server.request(address);
      expect(answer.status, address).toBe(404);
      expect(answer.text, address).toContain('由城市后端提供');
    }
    // A page whose address starts like a base is the portal's.
    expect((await server.request('/credit-dynamics')).status).toBe(200);
  });
});

describe('the access log', () => {
  it('writes one JSON line a request: id, method, path without the query, status, duration, route, render, visitor, agent', async () => {
    const answer = await server.request('/red-list/index?keyword=张三&creditCode=91350100', {
      headers: { 'X-Request-Id': 'nginx-4f2a.1', 'X-Forwarded-For': '203.0.113.50', 'User-Agent': 'Mozilla/5.0 (test)' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('nginx-4f2a.1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = requestLines().find((entry) => entry.requestId === 'nginx-4f2a.1');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/red-list/index',
      status: 200,
      route: '/red-list/index',
      render: 'server',
      remote: '203.0.113.50',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.bytes).toBeGreaterThan(100);
    expect(JSON.stringify(line)).not.toContain('张三');
    // The render's back-end call carried the same id and the visitor's address.
    const call = server.backend.seen.find((seen) => seen.headers['x-request-id'] === 'nginx-4f2a.1');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.50');
  });

  it('makes up a request id when the request has none or a malformed one, and labels files, browser renders and the rest', async () => {
    const generated = await server.request('/assets/index-1a2b3c.js', { headers: { 'X-Request-Id': 'bad id\nwith newline'.replace('\n', ' ') } });
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A render that failed (its loader): the browser renders it.
    await server.request('/client');
    await server.request('/no/such/page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = requestLines();
    expect(lines.find((line) => line.requestId === id)).toMatchObject({ route: 'static', render: 'none', path: '/assets/index-1a2b3c.js' });
    expect(lines.find((line) => line.path === '/client')).toMatchObject({ route: 'other', render: 'client' });
    expect(lines.find((line) => line.path === '/no/such/page')).toMatchObject({ route: 'other', render: 'server' });
  });
});

describe('metrics', () => {
  it('count requests and time them by method, route and status, time renders and count back-end errors by kind', async () => {
    await server.request('/red-list/index');
    server.backend.answer = (_req, res) => {
      res.statusCode = 503;
      res.end();
    };
    await server.request('/home');
    await server.request('/home?pageNo=2');
    // Every failed call is counted; the log says so once per kind and 10 s, not once per call.
    expect(server.logger.lines.filter((line) => line.msg === '后端调用失败' && line.kind === 'http_5xx')).toHaveLength(1);
    const answer = await server.request('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = answer.text;
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/red-list\/index",status="200"\} \d+/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/red-list\/index"\} \d+/);
    expect(text).toMatch(/portal_render_duration_seconds_count\{route="\/red-list\/index"\} \d+/);
    expect(text).toMatch(/portal_backend_errors_total\{kind="http_5xx"\} [2-9]/);
    expect(text).toMatch(/portal_backend_errors_total\{kind="timeout"\} 0/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('never use a raw address as a label', async () => {
    await server.request('/no/such/page?x=1');
    await server.request('/assets/missing-chunk-abc.js');
    const text = (await server.request('/metrics')).text;
    expect(text).not.toContain('/no/such/page');
    expect(text).not.toContain('missing-chunk');
  });
});

describe('shutdown', () => {
  it('makes /readyz answer 503 at once', async () => {
    const stopping = await startTestRenderer();
    try {
      stopping.renderer.beginShutdown();
      const answer = await stopping.request('/readyz');
      expect(answer.status).toBe(503);
      expect(Object.keys(answer.json.failed)).toEqual(['shutdown']);
      expect(answer.headers.get('connection')).toBe('close');
    } finally {
      await stopping.close();
    }
  });
});

describe('without a loadable server entry', () => {
  it('serves the browser-rendered shell and is not ready, naming the entry', async () => {
    const broken = await startTestRenderer();
    await broken.close();
    const build = (await import('./helpers.js')).writePortalBuild();
    fs.writeFileSync(build.serverEntry, 'export const = ;');
    const server = await startTestRenderer({ serverEntry: build.serverEntry });
    try {
      const page = await server.request('/home');
      expect(page.text).toContain('<div id="root"></div>');
      const ready = await server.request('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json.failed.entry).toContain(build.serverEntry);
    } finally {
      await server.close();
      fs.rmSync(build.dir, { recursive: true, force: true });
    }
  });
});
