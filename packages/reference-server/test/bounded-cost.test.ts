// Bounded cost per request: bodies over their operation's limit refused with 413 before they
// are read, slow requests cut by the server's timeouts, and the crawler guard's work kept in memory.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../src/app.js';
import { JSON_BODY_LIMIT } from '../src/http/body-limit.js';
import { createGuardCaptchas } from '../src/features/captcha/guard.js';
import { BoundedMap } from '../src/kernel/bounded-map.js';
import { listen } from '../src/server.js';
import { serverForFile } from './helpers.js';

const LEAVE_MESSAGE = '/api/cmpinternetportalfront/leavemessage/leavemessage/add';
const UPLOAD = '/api/filestorage/file/uploadFile';
const MB = 1024 * 1024;
const file = serverForFile();

interface Sent {
  status: number;
  json: { code: number; msg: string; errors?: Record<string, string> } | undefined;
  ms: number;
}

/**
 * Sends `total` bytes of body in 1 MB pieces (with Content-Length, or chunked without it) and resolves
 * with the answer as soon as it arrives, however much of the body the server had read.
 */
function sendLarge(url: string, headers: Record<string, string>, total: number, chunked: boolean): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }) },
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: response.statusCode ?? 0, json: text.startsWith('{') ? JSON.parse(text) : undefined, ms: performance.now() - started });
        request.destroy();
      });
    });
    // The server answers and closes while the body is still on its way.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    const piece = Buffer.alloc(MB, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total && !request.destroyed) {
        const size = Math.min(MB, total - sent);
        sent += size;
        if (!request.write(size === MB ? piece : piece.subarray(0, size))) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

describe('a body over its operation’s limit', () => {
  it('an anonymous 64 MB JSON body is refused with 413 within a second, unread', async () => {
    for (const chunked of [false, true]) {
      const answer = await sendLarge(`${file.server.url}${LEAVE_MESSAGE}`, { 'Content-Type': 'application/json' }, 64 * MB, chunked);
      expect(answer.status).toBe(413);
      expect(answer.json).toEqual({ code: 202, msg: '请求内容不能超过64KB', errors: { body: '请求内容不能超过64KB' } });
      console.log(`64 MB ${chunked ? 'chunked' : 'with Content-Length'}: HTTP ${answer.status} after ${answer.ms.toFixed(0)} ms`);
      expect(answer.ms).toBeLessThan(1000);
    }
  });

  it('a JSON body just over 64 KB is refused, the same body within it is read', async () => {
    const over = await file.server.request(LEAVE_MESSAGE, {
      method: 'POST',
      headers: { Authorization: `Bearer ${file.accounts.tokens.geren}`, 'Content-Type': 'application/json' },
      body: `{"content":"${'信'.repeat(JSON_BODY_LIMIT / 3)}"}`,
    });
    expect(over.status).toBe(413);
    const within = await file.server.request(LEAVE_MESSAGE, {
      method: 'POST',
      headers: { Authorization: `Bearer ${file.accounts.tokens.geren}`, 'Content-Type': 'application/json' },
      body: `{"content":"${'信'.repeat(3000)}"}`,
    });
    // Read and checked against the contract: too long a text is a field's message, not 413.
    expect(within.status).toBe(400);
    expect(within.json.errors.content).toMatch(/不能超过\d+个字符/);
  });

  it('an upload may carry 10 MB, and is refused with the size message above it', async () => {
    const headers = { Authorization: `Bearer ${file.accounts.tokens.qiye}`, 'Content-Type': 'multipart/form-data; boundary=x' };
    const answer = await sendLarge(`${file.server.url}${UPLOAD}`, headers, 32 * MB, false);
    expect(answer.status).toBe(413);
    expect(answer.json?.errors).toEqual({ file: '文件大小不能超过10MB' });
    expect(answer.ms).toBeLessThan(1000);
  });

  it('the verification page’s form is limited too', async () => {
    const answer = await sendLarge(`${file.server.url}/api/kk-anti-reptile/verify`, { 'Content-Type': 'application/x-www-form-urlencoded' }, 8 * MB, true);
    expect(answer.status).toBe(413);
  });
});

describe('the crawler guard', () => {
  const dbFiles = () => [file.server.portal.db.name, `${file.server.portal.db.name}-wal`].filter((file) => fs.existsSync(file));
  const bytesOnDisk = () => dbFiles().reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const captchaRows = () => (file.server.portal.db.prepare('SELECT count(*) AS n FROM captcha').get() as { n: number }).n;

  it('answers 3,000 blocked requests without growing the database by a byte', async () => {
    // The same database with the guard on, one request a window: every request after the first is blocked.
    const guarded = await createApp({
      dbFile: file.server.portal.db.name,
      staticDir: path.join(file.server.dir, 'static'),
      mode: 'test',
      document: file.server.portal.document,
      logger: file.server.logger,
      guard: { limit: 1, windowSeconds: 3600 },
    });
    onTestFinished(() => guarded.close());
    const address = 'http://portal.test/api/cms/front/navigationbar/tree';
    await guarded.app.fetch(new Request(address));
    file.server.portal.db.pragma('wal_checkpoint(TRUNCATE)');
    const rows = captchaRows();
    const bytes = bytesOnDisk();
    const started = performance.now();
    for (let i = 0; i < 3000; i++) {
      const answer = await guarded.app.fetch(new Request(address));
      expect(answer.status).toBe(509);
      await answer.text();
    }
    const ms = performance.now() - started;
    console.log(`3000 blocked requests in ${ms.toFixed(0)} ms; database ${bytes} → ${bytesOnDisk()} bytes, captcha rows ${rows} → ${captchaRows()}`);
    expect(captchaRows()).toBe(rows);
    expect(bytesOnDisk()).toBe(bytes);
  });

  it('keeps a bounded number of captchas, each checked once', () => {
    let clock = 0;
    const captchas = createGuardCaptchas({ now: () => clock, captchaCode: 'k7px' }, 3);
    const first = captchas.create();
    for (let i = 0; i < 5; i++) captchas.create();
    expect(captchas.size).toBe(3);
    expect(captchas.image(first)).toBeUndefined();
    const kept = captchas.create();
    expect(captchas.image(kept)).toContain('<svg');
    expect(captchas.check(kept, 'K7PX')).toBe(true);
    expect(captchas.check(kept, 'K7PX')).toBe(false);
    const late = captchas.create();
    clock += 3 * 60 * 1000;
    expect(captchas.check(late, 'k7px')).toBe(false);
  });

  it('forgets the oldest of its counters beyond its capacity', () => {
    const counters = new BoundedMap<string, number>(2);
    counters.set('a', 1).set('b', 2);
    counters.touch('a');
    counters.set('c', 3);
    expect([...counters.keys()]).toEqual(['a', 'c']);
  });
});

describe('the server’s timeouts', () => {
  it('closes a connection whose headers never end', async () => {
    const running = await listen(file.server.portal, { port: 0, host: '127.0.0.1', timeouts: { headersMs: 300, requestMs: 1000, checkEveryMs: 100 } });
    try {
      const socket = net.connect(running.port, '127.0.0.1');
      socket.write('GET /api/cms/front/navigationbar/tree HTTP/1.1\r\nHost: portal.test\r\nX-Slow: ');
      const started = performance.now();
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
        socket.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      // The database belongs to the test server; only this listener stops.
      await new Promise<void>((done) => running.server.close(() => done()));
    }
  });
});
