import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface TestServer {
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

const json = (res: ServerResponse, value: unknown, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
  res.end(typeof value === 'string' ? value : JSON.stringify(value));
};

const NAVIGATION = [
  { id: '1', name: '首页', type: 0, href: '/home', sort: 1 },
  { id: '2', name: '信用动态', type: 0, href: '/credit-dynamics', sort: 2 },
];

/**
 * The back end's answers, one route per case, chosen by the first path segment: a client whose base is
 * `${origin}/forbidden` gets the 403 answer for every contract path it calls. Unknown cases answer 200.
 */
export const routes: Record<string, Route> = {
  ok: (_req, res) => json(res, { code: 200, msg: '操作成功', data: NAVIGATION }),
  validation: (_req, res) =>
    json(res, {
      code: 202,
      msg: '手机号码格式不正确',
      errors: { phone: '请输入正确的手机号码', content: ['请填写投诉内容', '投诉内容不能超过500字'] },
    }),
  'validation-without-msg': (_req, res) => json(res, { code: 202, msg: '', errors: { pageSize: '每页条数不能大于100' } }),
  expired: (_req, res) => json(res, { code: 203, msg: 'token expired' }),
  'not-logged-in': (_req, res) => json(res, { code: 401, msg: '未登录' }),
  forbidden: (_req, res) => json(res, { code: 403, msg: 'Forbidden' }),
  'invalid-method': (_req, res) => json(res, { code: 405, msg: 'Method Not Allowed' }),
  'not-found': (_req, res) => json(res, { code: 4040, msg: '验证码已过期，请刷新' }),
  'not-found-http-404': (_req, res) => json(res, { code: 4040, msg: '请求的资源不存在' }, 404),
  'server-error': (_req, res) => json(res, { code: 500, msg: '信用报告生成失败' }),
  'server-error-without-msg': (_req, res) => json(res, { code: 500 }),
  'unknown-code': (_req, res) => json(res, { code: 999, msg: '' }),
  guard: (_req, res) => {
    res.writeHead(509, { 'Content-Type': 'text/html;charset=UTF-8' });
    res.end('<!doctype html><html><body><form>请输入验证码</form></body></html>');
  },
  'broken-json': (_req, res) => json(res, '{"code":200,"msg":"操作成功","data":['),
  'not-an-envelope': (_req, res) => json(res, { msg: '操作成功', data: [] }),
  'string-code': (_req, res) => json(res, { code: '200', msg: '操作成功', data: [] }),
  html: (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html><body>502 Bad Gateway</body></html>');
  },
  'gateway-html': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html><body>502 Bad Gateway</body></html>');
  },
  image: (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>');
  },
  slow: (_req, res) => {
    const timer = setTimeout(() => json(res, { code: 200, msg: '操作成功', data: NAVIGATION }), 1500);
    res.on('close', () => clearTimeout(timer));
  },
  drop: (req) => {
    req.socket.destroy();
  },
  echo: async (req, res, body) => {
    let upload: unknown;
    if (req.headers['content-type']?.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'Content-Type': req.headers['content-type'] },
      }).formData();
      upload = [...form.entries()].map(([field, value]) =>
        typeof value === 'string'
          ? { field, value }
          : { field, name: value.name, type: value.type, size: value.size, text: '' },
      );
      for (const part of upload as { field: string; text?: string }[]) {
        const value = form.get(part.field);
        if (value instanceof Blob) part.text = await value.text();
      }
    }
    json(res, {
      code: 200,
      msg: '操作成功',
      data: { method: req.method, url: req.url, authorization: req.headers.authorization ?? null, upload },
    });
  },
};

export async function startServer(table: Record<string, Route> = routes): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      // `${case}-credit` is the same case under the financial-products base.
      const name = ((req.url ?? '/').split('/')[1] ?? '').replace(/-credit$/, '');
      const route = table[name] ?? table.ok;
      Promise.resolve(route?.(req, res, Buffer.concat(chunks))).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
