import type { Context } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remoteBackend, type BackendErrorKind } from '../src/page-render.js';
import { startBackend, type StandInBackend } from './helpers.js';

// The city's back end as the renderer sees it (PORTAL_API_ORIGIN): it records what reaches it.
let backend: StandInBackend;
beforeAll(async () => {
  backend = await startBackend();
});
beforeEach(() => {
  backend.answer = null;
});
afterAll(() => backend.close());

/** The hono Context of a visitor's request as @hono/node-server makes it: the socket's peer, the headers, the request id. */
function pageFrom(peer: string, headers: Record<string, string> = {}, requestId?: string): Context {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    env: { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => lower.get(name.toLowerCase()) },
    get: (key: string) => (key === 'requestId' ? requestId : undefined),
  } as unknown as Context;
}

const menuCall = (init?: RequestInit) => new Request('http://portal.internal/api/cms/front/navigationbar/tree?x=1', init);

describe("a render calling a city's own back end", () => {
  it("sends the same path and query there, says for whom and for which request, with the render's own login (a logged-in visitor's page) but never the visitor's cookies", async () => {
    const call = menuCall({ headers: { Authorization: 'Bearer visitor-token', Cookie: 'credit-portal-token=t', Accept: 'application/json' } });
    const answer = await remoteBackend(backend.origin)(call, pageFrom('203.0.113.9', {}, 'req-42'));
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    const seen = backend.seen.at(-1);
    expect(seen?.url).toBe('/api/cms/front/navigationbar/tree?x=1');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen?.headers['x-request-id']).toBe('req-42');
    expect(seen?.headers.authorization).toBe('Bearer visitor-token');
    expect(seen?.headers.cookie).toBeUndefined();
    // An anonymous render's call carries no login.
    await remoteBackend(backend.origin)(menuCall(), pageFrom('203.0.113.9'));
    expect(backend.seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it("names the visitor nginx forwarded only when nginx is a trusted proxy", async () => {
    const forwarded = { 'X-Forwarded-For': '198.51.100.7, 203.0.113.20' };
    await remoteBackend(backend.origin, { trustedProxies: ['127.0.0.1'] })(menuCall(), pageFrom('127.0.0.1', forwarded));
    expect(backend.seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.20');
    // Not from a trusted proxy: the header is the client's own word.
    await remoteBackend(backend.origin, { trustedProxies: ['127.0.0.1'] })(menuCall(), pageFrom('192.0.2.44', forwarded));
    expect(backend.seen.at(-1)?.headers['x-forwarded-for']).toBe('192.0.2.44');
  });

  it('reports a back end that fails by kind: HTTP 5xx, a malformed answer, a timeout, no connection', async () => {
    const kinds: BackendErrorKind[] = [];
    const call = (origin: string, timeoutMs = 1000) => remoteBackend(origin, { timeoutMs, onError: (kind) => kinds.push(kind) })(menuCall(), pageFrom('203.0.113.9'));

    backend.answer = (_req, res) => {
      res.statusCode = 502;
      res.end('bad gateway');
    };
    expect((await call(backend.origin)).status).toBe(502);

    backend.answer = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"code":200,"da');
    };
    // Passed on as it came: the portal's client reports it to the render.
    expect(await (await call(backend.origin)).text()).toBe('{"code":200,"da');

    backend.answer = () => undefined; // never answers
    await expect(call(backend.origin, 200)).rejects.toThrow();

    await expect(call('http://127.0.0.1:9')).rejects.toThrow();
    expect(kinds).toEqual(['http_5xx', 'malformed', 'timeout', 'network']);
  });

  it('leaves a good answer as it came, and does not blame the back end for a visitor who went away', async () => {
    const kinds: BackendErrorKind[] = [];
    const good = await remoteBackend(backend.origin, { onError: (kind) => kinds.push(kind) })(menuCall(), pageFrom('203.0.113.9'));
    expect(((await good.json()) as { data: unknown[] }).data).toHaveLength(1);
    backend.answer = () => undefined;
    const gone = new AbortController();
    const pending = remoteBackend(backend.origin, { timeoutMs: 5000, onError: (kind) => kinds.push(kind) })(menuCall({ signal: gone.signal }), pageFrom('203.0.113.9'));
    gone.abort();
    await expect(pending).rejects.toThrow();
    expect(kinds).toEqual([]);
  });
});
