// Starts the built reference server for the benchmark (scripts/bench.mjs) as an operator would:
// `node dist/main.js` with NODE_ENV=production and the crawler guard off, on a port of BENCH_PORT
// (default 4590: this machine's benchmarks keep to 4590-4599).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const benchPort = Number(process.env.BENCH_PORT ?? 4590);
/** The build to run: dist/, or another folder of this package (BENCH_SERVER_DIST) to compare two builds. */
const serverDist = path.resolve(packageDir, process.env.BENCH_SERVER_DIST ?? 'dist');

/**
 * Starts dist/main.js over `dbFile`; `started` resolves with its address once it listens (after seeding,
 * on first run). `nodeArgs` go before the script (e.g. `--import` of the loop monitor, `--cpu-prof`);
 * `env` is added to the server's environment. `kill('SIGKILL')` is the durability case's crash.
 */
export function startServer({ dbFile, env = {}, nodeArgs = [], echo = true }) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(serverDist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORTAL_GUARD_LIMIT: '0',
      PORTAL_SEED_SIZE: 'load',
      PORTAL_DB: dbFile,
      HOST: '127.0.0.1',
      PORT: String(benchPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopped = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const started = new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /已启动: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => reject(new Error(`服务器已退出（${code ?? signal}）：${output}`)));
  });
  // A server that never starts must not leave an unhandled rejection behind when nobody waits any more.
  started.catch(() => {});
  return {
    pid: child.pid,
    started,
    stopped,
    /** Sends a signal to this server (and only this one: its own pid). */
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return stopped;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await stopped;
    },
  };
}
