import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { judgePage } from './judge';
import { startProbeProxy, type ProbeProxy } from './probeProxy';

// The crawl's judge fails a broken page in each engine: small pages served here, each with one fault a
// visitor would meet, behind the same probe proxy the portal's pages pass through. A sound page passes,
// so a failure below is the fault's and not the fixture's.

const page = (body: string, { ready = true }: { ready?: boolean } = {}) =>
  `<!doctype html><html lang="zh-CN"${ready ? ' data-portal-ready' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>测试页</title></head><body><div id="root">${body}</div></body></html>`;

const PAGES: Record<string, { status?: number; html: string }> = {
  '/sound': { html: page('<h1>信用动态</h1><p>内容</p>') },
  '/no-heading': { html: page('<h2>信用动态</h2><p>没有一级标题</p>') },
  '/hidden-heading': { html: page('<h1 style="display:none">信用动态</h1><p>标题被隐藏</p>') },
  '/console-error': { html: page('<h1>信用动态</h1><script>console.error("加载失败")</script>') },
  '/exception': { html: page('<h1>信用动态</h1><script>setTimeout(() => { throw new Error("未处理的异常") })</script>') },
  '/wide-on-a-phone': { html: page('<h1>信用动态</h1><div style="width:600px;height:20px">固定宽度的表格</div>') },
  '/missing': { status: 404, html: page('<h1>页面不存在</h1>') },
  '/not-taken-over': { html: page('<h1>信用动态</h1>', { ready: false }) },
  '/discovery-failed': { html: page('<h1>信用动态</h1><script>console.error("Failed to fetch manifest patches", new Error("500 Internal Server Error"))</script>') },
};

let server: http.Server;
let proxy: ProbeProxy;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const fixture = PAGES[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(fixture ? (fixture.status ?? 200) : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(fixture?.html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy = await startProbeProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

test.afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(async ({ engine }) => {
  await engine.setViewport(1366, 768);
});

const judged = async (engine: Parameters<typeof judgePage>[0], path: string) => {
  await engine.goto(`${proxy.origin}${path}`);
  // A broken page never settles: the judge gives up sooner than on the portal's pages.
  return judgePage(engine, path, { timeoutMs: 1_500 });
};

test('a sound page passes', async ({ engine }) => {
  expect(await judged(engine, '/sound')).toEqual([]);
});

test('a page without a level-one heading fails', async ({ engine }) => {
  expect(await judged(engine, '/no-heading')).toContain('no visible level-one heading');
});

test('a page whose level-one heading is hidden fails', async ({ engine }) => {
  expect(await judged(engine, '/hidden-heading')).toContain('no visible level-one heading');
});

test('a page with a console error fails', async ({ engine }) => {
  expect((await judged(engine, '/console-error')).join('\n')).toContain('console error: 加载失败');
});

test('a page on show whose route discovery fails fails', async ({ engine }) => {
  expect((await judged(engine, '/discovery-failed')).join('\n')).toContain('console error: Failed to fetch manifest patches');
});

test('a page with an uncaught exception fails', async ({ engine }) => {
  expect((await judged(engine, '/exception')).join('\n')).toMatch(/uncaught exception: .*未处理的异常/);
});

test('a page that scrolls sideways on a phone fails there, and only there', async ({ engine }) => {
  expect(await judged(engine, '/wide-on-a-phone')).toEqual([]);
  await engine.setViewport(390, 844);
  expect((await judgePage(engine, '/wide-on-a-phone', { timeoutMs: 1_500 })).join('\n')).toMatch(/scrolls sideways: 6\d\d px of content in 3\d\d px/);
});

test('a page answered 404 fails, and says so', async ({ engine }) => {
  const problems = await judged(engine, '/missing');
  expect(problems).toContain('the page answered 404');
  expect(problems).toContain('it says 页面不存在');
});

test('a page the portal’s script never took over fails', async ({ engine }) => {
  expect((await judged(engine, '/not-taken-over')).join('\n')).toContain('did not take the page over');
});
