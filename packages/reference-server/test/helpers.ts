import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type AppOptions, type PortalApp } from '../src/app.js';
import { bundleSourceDocument } from '../src/contract/load.js';
import { issueToken } from '../src/features/accounts/session.js';
import type { Logger } from '../src/contract/router.js';
import type { OpenApiDocument } from '../src/contract/types.js';
import { listen } from '../src/server.js';
import { CITY } from '../src/seed/city.js';
import { TEST_AS_OF, TEST_SEED } from './seededDatabase.js';
// Shared with the renderer's tests (the package whose serving code this server uses).
import { requestAnswer, type TestAnswer } from '../../portal-server/test/answer.js';

let documentPromise: Promise<OpenApiDocument> | undefined;

/** The contract bundled from openapi/ once per test file: tests always see the current document. */
export function contractDocument(): Promise<OpenApiDocument> {
  documentPromise ??= bundleSourceDocument();
  return documentPromise;
}

export { TEST_AS_OF, TEST_SEED } from './seededDatabase.js';

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
  request(pathAndQuery: string, init?: RequestInit): Promise<TestAnswer>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port over a fresh temporary database: a copy of the run's seeded one
 * (seededDatabase.ts), unless `options.dbFile` names another or the test runs as another city.
 */
export async function startTestServer(options: AppOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const dbFile = path.join(dir, 'portal.db');
  const seeded = inject('seededDatabase');
  if (options.dbFile === undefined && seeded.city === CITY.id) fs.copyFileSync(seeded.file, dbFile);
  const logger = memoryLogger();
  const portal = await createApp({
    dbFile,
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
    request: async (pathAndQuery, init) => requestAnswer(running.url, pathAndQuery, await withCaptchaPass(running.url, portal, pathAndQuery, init)),
    async close() {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The operations a 安全验证 guards (kernel/captcha-pass.ts; captcha-pass.test.ts tests the guard itself).
 * `request` asks them as a visitor who has just passed one: a captcha is made and checked with its answer
 * on the server's own clock, and its pass goes with the call, unless the caller sends an X-Captcha-Pass
 * of its own.
 */
const GUARDED = /\/(archives\/search\/getEsSearchDataPage|articleinfo\/articleSearchPage|columnclues\/add)(\?|$)/;

export async function passedCaptcha(url: string, portal: PortalApp): Promise<string> {
  const created = (await (await fetch(`${url}/api/graphic/captcha`)).json()) as { data: { token: string } };
  const { token } = created.data;
  const { answer } = portal.db.prepare('SELECT answer FROM captcha WHERE token = ?').get(token) as { answer: string };
  const checked = (await (await fetch(`${url}/api/graphic/captcha/check?token=${token}&data=${answer}`)).json()) as { data: boolean };
  if (!checked.data) throw new Error('the test captcha did not pass');
  return token;
}

async function withCaptchaPass(url: string, portal: PortalApp, pathAndQuery: string, init: RequestInit | undefined): Promise<RequestInit | undefined> {
  if (!GUARDED.test(pathAndQuery)) return init;
  const headers = new Headers(init?.headers);
  if (!headers.has('X-Captcha-Pass')) headers.set('X-Captcha-Pass', await passedCaptcha(url, portal));
  return { ...init, headers };
}

const HOUR = 60 * 60 * 1000;

/** A file as /filestorage/file/uploadFile stores it, owned by the account (null: uploaded anonymously). */
export function storeFile(server: TestServer, ownerId: number | null, name = '证明材料.pdf'): string {
  const id = `test-${Math.random().toString(36).slice(2, 12)}`;
  server.portal.db
    .prepare("INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, ?, ?, 4, 'application/pdf', ?, 0, '2026-11-20 10:00:00')")
    .run(id, ownerId, name, Buffer.from('%PDF'));
  return id;
}

/** The seed's accounts that submit forms (qiye, zuzhi, geren), each with a valid token and a stored file of its own. */
export interface Submitters {
  tokens: Record<string, string>;
  files: Record<string, string>;
  /** The account's id by username. */
  userId(username: string): number;
  /** A token of `username` that expired an hour ago. */
  expiredToken(username: string): string;
}

export function submitters(server: TestServer, fileName?: string): Submitters {
  const db = server.portal.db;
  const userId = (username: string) => (db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;
  const tokens: Record<string, string> = {};
  const files: Record<string, string> = {};
  for (const username of ['qiye', 'zuzhi', 'geren']) {
    tokens[username] = issueToken(db, userId(username), Date.now(), HOUR).token;
    files[username] = storeFile(server, userId(username), fileName);
  }
  return { tokens, files, userId, expiredToken: (username) => issueToken(db, userId(username), Date.now() - 2 * HOUR, HOUR).token };
}

/** Starting a server seeds a whole database; on a busy machine that takes longer than the default 10 s. */
export const SERVER_START_MS = 60_000;

/**
 * A test server and its submitting accounts for a file's tests: started before them, closed after them.
 * Read `server` and `accounts` inside tests (they exist once the file's `beforeAll` has run).
 */
export function serverForFile(options: AppOptions = {}): { readonly server: TestServer; readonly accounts: Submitters } {
  let server: TestServer | undefined;
  let accounts: Submitters | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    accounts = submitters(server);
  }, SERVER_START_MS);
  afterAll(() => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('测试服务器尚未启动');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get accounts() {
      return started(accounts);
    },
  };
}

/** Another server over a copy of `from`'s database: no second seeding, so it starts in a moment. */
export async function startCopy(from: TestServer, options: AppOptions): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-'));
  const dbFile = path.join(dir, 'portal.db');
  await from.portal.db.backup(dbFile);
  const copy = await startTestServer({ ...options, dbFile });
  return {
    ...copy,
    close: async () => {
      await copy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
