import type http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE, judgeCall, type BackendOutcome } from '../src/page-render.js';
import { startTestRenderer, type TestRenderer } from './helpers.js';

// A page whose render met a failure of the back end is the page of that moment and that visitor (a
// crawler guard's lock, a passing outage): it is answered to them but never kept by nginx or a CDN.
// The stand-in portal build's /news shows a news part that says 加载失败 in its place when its call
// fails, as the portal's columns do; /article is a detail page that answers 404 when the back end says
// 4040 (test/fixtures/entry-server.mjs).
const BACKEND_TIMEOUT_MS = 300;
let server: TestRenderer;
beforeAll(async () => {
  server = await startTestRenderer({ backendTimeoutMs: BACKEND_TIMEOUT_MS });
});
afterAll(() => server.close());

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const json = (body: unknown, status = 200): Answer => (_req, res) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};
const MENU = json({ code: 200, msg: '操作成功', data: [{ id: '1', name: '首页', type: 0, href: '/home', sort: 1 }] });
const NEWS = json({ code: 200, msg: '操作成功', data: ['信用承诺公示', '红名单更新'] });
const ARTICLE = json({ code: 200, msg: '操作成功', data: { title: '关于开展诚信建设的通知' } });
/** The crawler guard's lock: HTTP 509 and its verification page, for every API call. */
const GUARD: Answer = (_req, res) => {
  res.statusCode = 509;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('<!doctype html><title>安全验证</title><h1>安全验证</h1>');
};

/** The back end answering the menu as usual and each other address as given (the news by default). */
function backendAnswering(answers: { news?: Answer; article?: Answer; menu?: Answer }) {
  server.backend.answer = (req, res) => {
    const path = new URL(req.url ?? '/', 'http://backend').pathname;
    if (path.endsWith('/news')) return (answers.news ?? NEWS)(req, res);
    if (path.endsWith('/article')) return (answers.article ?? ARTICLE)(req, res);
    return (answers.menu ?? MENU)(req, res);
  };
}

beforeEach(() => {
  server.backend.answer = null;
  backendAnswering({});
});

describe('a page whose render met no failure', () => {
  it('is public for a minute and stale for ten, as before', async () => {
    const answer = await server.request('/news');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<li>信用承诺公示</li>');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
  });

  it('a detail the back end does not have (4040) is its own 404 page, and that may be kept', async () => {
    backendAnswering({ article: json({ code: 4040, msg: '请求的资源不存在' }) });
    const answer = await server.request('/article');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<h1>页面不存在</h1>');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
  });
});

describe('a page whose render met a failure is shown to its visitor but never kept', () => {
  const failures: [string, Answer][] = [
    ['the crawler guard (HTTP 509)', GUARD],
    ['HTTP 500', json({ code: 500, msg: '系统错误' }, 500)],
    ['HTTP 502 without a body', (_req, res) => {
      res.statusCode = 502;
      res.end();
    }],
    ['HTTP 429 of a proxy', json({ code: 500, msg: '访问过于频繁，请稍后再试' }, 429)],
    ['envelope code 500', json({ code: 500, msg: '数据库连接失败' })],
    ['envelope code 202', json({ code: 202, msg: '参数错误', errors: { pageNo: '页码无效' } })],
    ['envelope code 203 (token expired: the renderer holds none)', json({ code: 203, msg: '登录已过期' })],
    ['envelope code 401', json({ code: 401, msg: '请先登录' })],
    ['envelope code 403', json({ code: 403, msg: '没有权限' })],
    ['envelope code 405', json({ code: 405, msg: '无效的请求方法' })],
    ['an unknown envelope code', json({ code: 999, msg: '?' })],
    ['a 4040 on a page that is not a 404', json({ code: 4040, msg: '请求的资源不存在' })],
    ['a body cut off', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"code":200,"msg":"操作成功","data":["信用');
    }],
    ['JSON that is no envelope', json(['信用承诺公示'])],
    ['an HTML page with HTTP 200 (a proxy’s)', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!doctype html><title>维护中</title>');
    }],
    ['a dropped connection', (req) => req.socket.destroy()],
    ['no answer before the timeout', () => undefined],
  ];
  for (const [what, news] of failures) {
    it(`when a part's call meets ${what}`, async () => {
      backendAnswering({ news });
      const answer = await server.request('/news');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<h1>信用动态</h1>');
      expect(answer.text).toContain('加载失败');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('cache-control')).not.toContain('public');
    });
  }

  it('a 404 page whose other part failed is not kept either', async () => {
    backendAnswering({ article: json({ code: 4040, msg: '请求的资源不存在' }), news: GUARD });
    const answer = await server.request('/article');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('one visitor locked by the guard does not make a page rendered meanwhile for another unshareable', async () => {
    const locked = '203.0.113.7';
    backendAnswering({
      news: (req, res) => {
        // Both renders are under way at once: the locked visitor's call answers a moment later.
        const forLocked = req.headers['x-forwarded-for'] === locked;
        setTimeout(() => (forLocked ? GUARD : NEWS)(req, res), forLocked ? 80 : 40);
      },
    });
    const [lockedPage, otherPage] = await Promise.all([
      server.request('/news', { headers: { 'X-Forwarded-For': locked } }),
      server.request('/news', { headers: { 'X-Forwarded-For': '198.51.100.20' } }),
    ]);
    expect(lockedPage.text).toContain('加载失败');
    expect(lockedPage.headers.get('cache-control')).toBe('no-store');
    expect(otherPage.text).toContain('<li>信用承诺公示</li>');
    expect(otherPage.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
  });
});

describe('each call of a render, judged as the portal\'s client judges it (a back end in process answers Responses)', () => {
  const call = new Request('http://portal.internal/api/cms/front/news');
  const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } });
  const judged = async (answering: Promise<Response>) => {
    const outcome: BackendOutcome = { failed: false, notFound: false };
    const answer = await judgeCall(call, answering, outcome).catch((error: unknown) => error);
    return { outcome, answer };
  };

  it('hands every answer on as it came, body included', async () => {
    const { outcome, answer } = await judged(Promise.resolve(envelope({ code: 200, msg: '操作成功', data: ['红名单更新'] })));
    expect(outcome).toEqual({ failed: false, notFound: false });
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toEqual({ code: 200, msg: '操作成功', data: ['红名单更新'] });
    expect((answer as Response).headers.get('content-type')).toBe('application/json;charset=UTF-8');
  });

  it('a 4040 or HTTP 404 is a not-found, for the page to show as its own 404', async () => {
    expect((await judged(Promise.resolve(envelope({ code: 4040, msg: '请求的资源不存在' })))).outcome).toEqual({ failed: false, notFound: true });
    expect((await judged(Promise.resolve(envelope({ code: 4040, msg: '请求的资源不存在' }, 404)))).outcome).toEqual({ failed: false, notFound: true });
  });

  it('a call that throws is a failure, and the error is the caller\'s still', async () => {
    const dropped = new TypeError('fetch failed');
    const { outcome, answer } = await judged(Promise.reject(dropped));
    expect(outcome.failed).toBe(true);
    expect(answer).toBe(dropped);
  });

  it('the guard\'s 509, other codes and cut-off bodies are failures', async () => {
    const answers = [
      new Response('<h1>安全验证</h1>', { status: 509, headers: { 'Content-Type': 'text/html' } }),
      envelope({ code: 401, msg: '请先登录' }),
      new Response('{"code":200,"data":[', { headers: { 'Content-Type': 'application/json' } }),
    ];
    for (const answer of answers) expect((await judged(Promise.resolve(answer))).outcome.failed).toBe(true);
  });
});
