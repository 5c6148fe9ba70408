import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalError, downloadWithProgress, fileNameFrom } from '../src/index.js';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/report.pdf') {
      const body = Buffer.alloc(64 * 1024, 7);
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(body.length),
        'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('示例市鸿达鞋业有限公司-信用报告.pdf')}`,
      });
      for (let i = 0; i < 4; i++) res.write(body.subarray(i * 16384, (i + 1) * 16384));
      res.end();
    } else if (req.url === '/missing') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 4040, msg: '请求的资源不存在' }));
    } else {
      req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('downloading a file with progress', () => {
  it('reports progress up to 100 and names the file from Content-Disposition', async () => {
    const seen: (number | null)[] = [];
    const file = await downloadWithProgress(`${base}/report.pdf`, { onProgress: (p) => seen.push(p.percent) });
    expect(file.fileName).toBe('示例市鸿达鞋业有限公司-信用报告.pdf');
    expect(file.blob.size).toBe(64 * 1024);
    expect(seen.at(-1)).toBe(100);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('rejects with the catalogue message when the server answers an envelope instead of the file', async () => {
    const failure = await downloadWithProgress(`${base}/missing`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PortalError);
    expect((failure as PortalError).message).toBe('请求的资源不存在');
  });

  it('rejects with the network message when the connection drops', async () => {
    const failure = await downloadWithProgress(`${base}/drop`).catch((error: unknown) => error);
    expect((failure as PortalError).kind).toBe('network');
    expect((failure as PortalError).message).toBe('网络异常，请稍后重试');
  });

  it('falls back to the plain filename and then to the given name', () => {
    expect(fileNameFrom('attachment; filename="a.ofd"', 'x')).toBe('a.ofd');
    expect(fileNameFrom(null, '信用报告.pdf')).toBe('信用报告.pdf');
  });
});
