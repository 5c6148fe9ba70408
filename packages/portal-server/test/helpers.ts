import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestAnswer, type TestAnswer } from './answer.js';
import { createJsonLogger, type JsonLogger } from '../src/log.js';
import { createRenderer, type Renderer, type RendererOptions } from '../src/renderer.js';
import { listenRenderer, type RunningRenderer } from '../src/server.js';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENTRY_FIXTURE = path.join(packageDir, 'test', 'fixtures', 'entry-server.mjs');

/** The page rendered in the browser, as the framework's SPA build writes it: its bootstrap inline. */
export const INDEX =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta name="csp-nonce" content=""/><title>信用门户</title></head><body><div id="root"></div><script>window.__reactRouterContext = {};</script><script type="module">import "/assets/index-1a2b3c.js";</script></body></html>';

/** A built portal in a temporary folder, as the portal's build lays it out: client/ (index.html, one asset) and server/index.js (the stand-in). */
export function writePortalBuild(): { dir: string; staticDir: string; serverEntry: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-test-'));
  const staticDir = path.join(dir, 'client');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-1a2b3c.js'), 'console.log(1);');
  const serverEntry = path.join(dir, 'server', 'index.js');
  fs.mkdirSync(path.dirname(serverEntry), { recursive: true });
  fs.copyFileSync(ENTRY_FIXTURE, serverEntry);
  return { dir, staticDir, serverEntry };
}

export interface SeenCall {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A city's back end as the renderer sees it: the navigation menu as the contract answers it, recording
 * every call. `answer` replaces the menu's answer (a failing back end).
 */
export interface StandInBackend {
  origin: string;
  seen: SeenCall[];
  answer: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null;
  close(): Promise<void>;
}

export async function startBackend(): Promise<StandInBackend> {
  const backend: StandInBackend = { origin: '', seen: [], answer: null, close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    backend.seen.push({ url: req.url ?? '', headers: req.headers });
    if (backend.answer) return backend.answer(req, res);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 200, msg: '操作成功', data: [{ id: '1', name: '首页', type: 0, href: '/home', sort: 1 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return backend;
}

/** A JSON logger that keeps its lines, parsed. */
export function memoryLogger(): JsonLogger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createJsonLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return Object.assign(logger, { lines });
}

export interface TestRenderer {
  url: string;
  renderer: Renderer;
  running: RunningRenderer;
  backend: StandInBackend;
  logger: ReturnType<typeof memoryLogger>;
  build: ReturnType<typeof writePortalBuild>;
  request(pathAndQuery: string, init?: RequestInit): Promise<TestAnswer>;
  close(): Promise<void>;
}

/** The renderer on a free port, in front of a stand-in back end, over a stand-in portal build. */
export async function startTestRenderer(options: Partial<RendererOptions> = {}): Promise<TestRenderer> {
  const build = writePortalBuild();
  const backend = await startBackend();
  const logger = memoryLogger();
  const renderer = await createRenderer({
    apiOrigin: backend.origin,
    staticDir: build.staticDir,
    serverEntry: build.serverEntry,
    trustedProxies: ['127.0.0.1', '::1'],
    backendTimeoutMs: 2000,
    logger,
    mode: 'test',
    ...options,
  });
  const running = await listenRenderer(renderer, { port: 0, host: '127.0.0.1', logger });
  return {
    url: running.url,
    renderer,
    running,
    backend,
    logger,
    build,
    request: (pathAndQuery, init) => requestAnswer(running.url, pathAndQuery, init),
    async close() {
      await running.shutdown(1000);
      await backend.close();
      fs.rmSync(build.dir, { recursive: true, force: true });
    },
  };
}
