import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { SERVER_START_MS, contractDocument, memoryLogger, startCopy, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_MS);
afterAll(() => server.close());

const TABS = '/api/cms/front/navigationbar/tree';
const faulty = (fault: string, path = TABS) => server.request(path, { headers: { 'X-Portal-Fault': fault } });

describe('fault injection by X-Portal-Fault', () => {
  it('answers a catalogue code in the envelope', async () => {
    expect((await faulty('code=203')).json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
    expect((await faulty('code=4040')).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    const invalid = await faulty('code=202');
    expect(invalid.json.code).toBe(202);
    expect(Object.keys(invalid.json.errors)).toHaveLength(1);
  });

  it('answers an HTTP status; 509 with the crawler guard’s page', async () => {
    const guard = await faulty('status=509');
    expect(guard.status).toBe(509);
    expect(guard.text).toContain('安全验证');
    const unavailable = await faulty('status=503', '/credit/finance/front/product/productPage');
    expect(unavailable.status).toBe(503);
    expect(unavailable.json).toEqual({ code: 500, msg: '系统错误' });
  });

  it('delays the answer by the given milliseconds, then answers normally', async () => {
    const started = performance.now();
    const answer = await faulty('delay=250');
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(answer.json.code).toBe(200);
  });

  it('combines a delay with a fault', async () => {
    const started = performance.now();
    expect((await faulty('delay=100; code=500')).json.code).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('sends a broken JSON body', async () => {
    const answer = await fetch(`${server.url}${TABS}`, { headers: { 'X-Portal-Fault': 'malformed' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    const text = await answer.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('drops the connection', async () => {
    await expect(fetch(`${server.url}${TABS}`, { headers: { 'X-Portal-Fault': 'drop' } })).rejects.toThrow();
    expect((await server.request(TABS)).json.code).toBe(200);
  });

  it('refuses a fault it does not know', async () => {
    const answer = await faulty('explode');
    expect(answer.status).toBe(400);
    expect(answer.json.errors['X-Portal-Fault']).toMatch(/故障注入指令无效/);
    expect((await faulty('code=999')).status).toBe(400);
  });
});

describe('where fault injection is on', () => {
  it('is off in development unless asked for', async () => {
    const dev = await startCopy(server, { mode: 'development' });
    try {
      expect((await dev.request(TABS, { headers: { 'X-Portal-Fault': 'code=500' } })).json.code).toBe(200);
    } finally {
      await dev.close();
    }
    const asked = await startCopy(server, { mode: 'development', faults: true });
    try {
      expect((await asked.request(TABS, { headers: { 'X-Portal-Fault': 'code=500' } })).json.code).toBe(500);
    } finally {
      await asked.close();
    }
  }, SERVER_START_MS);

  it('is refused in production', async () => {
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_FAULTS: '1' })).toThrow(/PORTAL_FAULTS/);
    expect(readConfig({ PORTAL_FAULTS: '1' }).faults).toBe(true);
    expect(readConfig({}).faults).toBe(false);
    expect(readConfig({ NODE_ENV: 'test' }).faults).toBe(true);
    await expect(
      createApp({ dbFile: ':memory:', mode: 'production', faults: true, document: await contractDocument(), logger: memoryLogger() }),
    ).rejects.toThrow(/PORTAL_FAULTS/);
  });
});
