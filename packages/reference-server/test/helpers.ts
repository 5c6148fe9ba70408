import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppOptions, type PortalApp } from '../src/app.js';
import { bundleSourceDocument } from '../src/contract/load.js';
import type { Logger } from '../src/contract/router.js';
import type { OpenApiDocument } from '../src/contract/types.js';
import { listen } from '../src/server.js';

let documentPromise: Promise<OpenApiDocument> | undefined;

/** The contract bundled from openapi/ once per test file: tests always see the current document. */
export function contractDocument(): Promise<OpenApiDocument> {
  documentPromise ??= bundleSourceDocument();
  return documentPromise;
}

export const TEST_SEED = 20261122;
export const TEST_AS_OF = '2026-11-20 18:00:00';

/** Collects what the server logs, so a test can assert on it and the output stays quiet. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m, e) => lines.push(`error ${m} ${e instanceof Error ? e.message : ''}`),
  };
}

export interface TestServer {
  url: string;
  portal: PortalApp;
  dir: string;
  logger: ReturnType<typeof memoryLogger>;
  /** GET (or another method) and parse; `json` is undefined for non-JSON answers. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; the contract test checks their shapes
  request(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; headers: Headers; json: any; text: string }>;
  close(): Promise<void>;
}

/** A real HTTP server on a free port over a fresh temporary database. */
export async function startTestServer(options: AppOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const logger = memoryLogger();
  const portal = await createApp({
    dbFile: path.join(dir, 'portal.db'),
    staticDir: path.join(dir, 'static'),
    seed: TEST_SEED,
    seedAsOf: TEST_AS_OF,
    mode: 'test',
    document: await contractDocument(),
    logger,
    ...options,
  });
  const running = await listen(portal, { port: 0, host: '127.0.0.1' });
  return {
    url: running.url,
    portal,
    dir,
    logger,
    async request(pathAndQuery, init) {
      const response = await fetch(`${running.url}${pathAndQuery}`, init);
      const text = await response.text();
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, headers: response.headers, json: isJson && text !== '' ? JSON.parse(text) : undefined, text };
    },
    async close() {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
