import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRenderer, type TestRenderer } from './helpers.js';

let server: TestRenderer;
beforeAll(async () => {
  server = await startTestRenderer();
});
afterAll(() => server.close());

/** Polls until `found` returns something (the renderer logs after the connection has closed). */
async function eventually<T>(found: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A visitor who asks for `path` and hangs up (the socket destroyed, as a closed browser tab does) once
 * `ready` says so; resolves when the connection is gone.
 */
function hangUp(path: string, requestId: string, ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${server.url}${path}`, { headers: { 'X-Request-Id': requestId }, agent: false });
    request.on('error', () => undefined);
    request.on('response', () => undefined);
    const poll = setInterval(() => {
      if (!ready()) return;
      clearInterval(poll);
      request.destroy();
      resolve();
    }, 10);
  });
}

const linesOf = (requestId: string) => server.logger.lines.filter((line) => line.requestId === requestId);
const errorLines = () => server.logger.lines.filter((line) => line.level === 'error');

describe('a visitor who hangs up', () => {
  it('mid-render, when the aborted render answers 500: a visitor gone, not a failed page', async () => {
    await hangUp('/waiting-ends-500', 'gone-500', () => server.backend.seen.some((call) => call.headers['x-request-id'] === 'gone-500'));
    const line = await eventually(() => linesOf('gone-500').find((l) => l.msg === 'request'));
    expect(line).toMatchObject({ level: 'info', clientGone: true, cut: 'render' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesOf('gone-500').filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('mid-render: one info line saying the render was cut, no error line, and the next visitor gets the page', async () => {
    const errorsBefore = errorLines().length;
    // Hung up once the render is waiting on its back end (the call carries the request's id).
    await hangUp('/waiting', 'gone-render', () => server.backend.seen.some((call) => call.headers['x-request-id'] === 'gone-render'));
    const line = await eventually(() => linesOf('gone-render').find((l) => l.msg === 'request'));
    expect(line).toMatchObject({ level: 'info', path: '/waiting', route: '/waiting', render: 'none', clientGone: true, cut: 'render', reason: expect.any(String) });
    expect(line.durationMs).toEqual(expect.any(Number));
    // Nothing else about that request, and no error at all.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesOf('gone-render')).toHaveLength(1);
    expect(errorLines().slice(errorsBefore)).toEqual([]);

    const next = await server.request('/home');
    expect(next.status).toBe(200);
    expect(next.text).toContain('<h1>红名单</h1>');
  });

  it('while a slow render finishes anyway: one info line saying the answer was cut, no error line', async () => {
    const errorsBefore = errorLines().length;
    const asked = Date.now();
    // /slow waits 1.5 s without watching the visitor, then renders: its answer has nobody to go to.
    await hangUp('/slow', 'gone-answer', () => Date.now() - asked > 300);
    const line = await eventually(() => linesOf('gone-answer').find((l) => l.msg === 'request'));
    expect(line).toMatchObject({ level: 'info', path: '/slow', status: 200, render: 'server', clientGone: true, cut: 'answer' });
    expect(line).not.toHaveProperty('bytes');
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  it('is not confused with a render that fails for a visitor still waiting: that one is an error', async () => {
    const errorsBefore = errorLines().length;
    const answer = await server.request('/boom', { headers: { 'X-Request-Id': 'still-here' } });
    expect(answer.status).toBe(200);
    expect(errorLines().slice(errorsBefore)).toContainEqual(expect.objectContaining({ level: 'error', msg: expect.stringContaining('服务端渲染出错'), error: 'render failed' }));
    expect(linesOf('still-here').find((l) => l.msg === 'request')).not.toHaveProperty('clientGone');
  });
});
