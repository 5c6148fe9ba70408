import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteBackend } from '../src/http/page-render.js';

// The city's back end as the renderer sees it (PORTAL_API_ORIGIN): it records what reaches it.
let backend: http.Server;
let origin = '';
const seen: { url?: string; headers: http.IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  backend = http.createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 200, msg: '操作成功', data: [] }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

describe('a render calling a city\'s own back end', () => {
  it('sends the same path and query there, says for whom, and never passes on a visitor\'s token or cookies', async () => {
    const page = { env: { incoming: { socket: { remoteAddress: '203.0.113.9' } } } } as unknown as Context;
    const call = new Request('http://portal.internal/api/cms/front/navigationbar/tree?x=1', {
      headers: { Authorization: 'Bearer visitor-token', Cookie: 'credit-portal-token=t', Accept: 'application/json' },
    });
    const answer = await remoteBackend(origin)(call, page);
    expect(await answer.json()).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect(seen.at(-1)?.url).toBe('/api/cms/front/navigationbar/tree?x=1');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
    expect(seen.at(-1)?.headers.cookie).toBeUndefined();
  });
});
