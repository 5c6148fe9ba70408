import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, startBackend, writePortalBuild, type StandInBackend } from './helpers.js';

// The renderer as an operator runs it: a whole process, TypeScript compiled on the fly (seconds on a busy machine).
const PROCESS_MS = 60_000;

function startProcess(env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    // Only what is given here and what node needs to run: no setting leaks in from the test's environment.
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

let backend: StandInBackend;
const build = writePortalBuild();
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.close();
  fs.rmSync(build.dir, { recursive: true, force: true });
});

describe('the renderer process', () => {
  it('refuses to start with bad settings, naming every one in Chinese, without a stack trace (exit 1)', async () => {
    const child = startProcess({ PORT: 'x', PORTAL_STATIC_DIR: build.dir, PORTAL_LOG_LEVEL: 'loud' });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    expect(await exitOf(child)).toBe(1);
    for (const name of ['PORTAL_API_ORIGIN 未设置', 'PORT 必须是', 'PORTAL_STATIC_DIR 中没有 index.html', 'PORTAL_LOG_LEVEL']) expect(stderr).toContain(name);
    expect(stderr).toContain('门户渲染服务未启动');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, PROCESS_MS);

  it('lets a slow render in flight finish with 200 on SIGTERM, then exits 0', async () => {
    const child = startProcess({
      PORT: '0',
      PORTAL_API_ORIGIN: backend.origin,
      PORTAL_STATIC_DIR: build.staticDir,
      PORTAL_SERVER_ENTRY: build.serverEntry,
      PORTAL_SHUTDOWN_GRACE_MS: '10000',
    });
    const lines: Record<string, unknown>[] = [];
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          out += chunk;
          const complete = out.split('\n');
          out = complete.pop() ?? '';
          for (const text of complete) {
            const line = JSON.parse(text) as Record<string, unknown>;
            lines.push(line);
            if (line.msg === '门户渲染服务已启动') resolve(String(line.url));
          }
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      const slow = fetch(`${url}/slow`, { headers: { 'X-Request-Id': 'slow-1' } });
      // The render has started (it waits 1.5 s) when the signal comes.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const exited = exitOf(child);
      child.kill('SIGTERM');
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<h1>红名单</h1>');
      expect(await exited).toBe(0);
      // No new connections once it is stopping.
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'slow-1', path: '/slow', status: 200, render: 'server' }));
      expect(lines.at(-1)).toMatchObject({ msg: '门户渲染服务已停止', clean: true });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, PROCESS_MS);
});
