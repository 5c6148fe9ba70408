// The production shape on one machine (docs/deployment.md): Debian's nginx with deploy/'s
// configuration in front of two renderer processes and the reference back end. Every process is started
// exactly as deploy/ says: the systemd units' ExecStart, WorkingDirectory, Environment and EnvironmentFile
// (the repository's own env files), read by units.mjs as guide/systemctl reads them, with only the test's
// ports, database and captcha answer set over them; the nginx configuration rendered by deploy/render-nginx.mjs.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readUnit, unitEnvironment } from './units.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const deploy = path.join(repo, 'deploy');
/** Debian's nginx (scripts/lib/bootstrap.mjs ensureNginx installs it). */
const NGINX = '/usr/sbin/nginx';

/**
 * How systemd would start `unit` of deploy/systemd/ (its `instance` for a template such as the
 * renderer's), read by units.mjs, the reader guide/systemctl uses too: ExecStart's arguments (for this
 * machine's node), the checkout as its WorkingDirectory, and the environment of its Environment= and
 * EnvironmentFiles, which are the repository's env files installed to /etc/credit-portal/.
 */
export function unitStart(unit: string, instance = ''): { args: string[]; cwd: string; env: Record<string, string> } {
  const read = readUnit(path.join(deploy, 'systemd', unit), instance);
  const [binary, ...args] = read.execStart;
  if (binary !== '/usr/bin/node' || args.length === 0) throw new Error(`${unit}: ExecStart is not /usr/bin/node …`);
  if (read.workingDirectory !== '/opt/credit-portal') throw new Error(`${unit}: WorkingDirectory is not /opt/credit-portal`);
  const env = unitEnvironment(read, (installed) => {
    if (path.dirname(installed) !== '/etc/credit-portal') throw new Error(`${unit}: EnvironmentFile ${installed} is not one of /etc/credit-portal/`);
    return path.join(deploy, 'systemd', path.basename(installed));
  });
  return { args, cwd: repo, env };
}

/**
 * `node deploy/render-nginx.mjs --standalone DIR` with these settings (a folder of its own by default);
 * `written`: whether it wrote the configuration.
 */
export function renderNginx(settings: Record<string, string>, dir = path.join(os.tmpdir(), `credit-portal-render-${process.pid}-${Date.now()}`)) {
  const result = spawnSync(process.execPath, [path.join(deploy, 'render-nginx.mjs'), '--standalone', dir], {
    env: { ...process.env, PATH: `/usr/sbin:${process.env.PATH ?? ''}`, ...settings },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, written: existsSync(path.join(dir, 'nginx.conf')) };
}

/** TLS on (docs/deployment.md §7): nginx answers https on 443 and redirects http on 80, for `serverName`. */
export interface StackTls {
  serverName: string;
  cert: string;
  key: string;
}

export interface Stack {
  /**
   * nginx's address, e.g. http://127.0.0.1:4480 (with TLS: https://serverName on 443, which only a
   * client that resolves serverName to 127.0.0.1 and trusts the certificate reaches; waitUntilServed
   * works on plain-http stacks only).
   */
  url: string;
  rendererPorts: number[];
  backendPort: number;
  dir: string;
  /** Starts (again) renderer `index` and resolves once it answers /healthz. */
  startRenderer(index: number): Promise<void>;
  /** Sends `signal` to renderer `index` and resolves once it has exited. */
  stopRenderer(index: number, signal?: NodeJS.Signals): Promise<void>;
  startBackend(): Promise<void>;
  /**
   * Resolves once nginx sends pages to renderer `index` again (or to any renderer without an index):
   * after a restart nginx still skips a renderer for the few seconds of its fail_timeout.
   */
  waitUntilServed(index?: number): Promise<void>;
  stopBackend(): Promise<void>;
  /** nginx's JSON access log lines so far. */
  accessLog(): Array<Record<string, unknown>>;
  /** What a process printed (for failures). */
  output(name: string): string;
  /** Stops every process and removes the stack's folder. */
  close(): Promise<void>;
}

/** The status `url` answers when asked for `host` (fetch always sends the address's own Host). */
function statusForHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = http.get(url, { headers: { Host: host }, timeout: 2000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    asked.on('timeout', () => asked.destroy(new Error('timeout')));
    asked.on('error', reject);
  });
}

/** Resolves once `url` answers 2xx (or, with `redirect`, that redirect status), asked for `host` if given. */
async function waitFor(url: string, timeoutMs: number, what: string, redirect?: number, host?: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const status = host
        ? await statusForHost(url, host)
        : (await fetch(url, { signal: AbortSignal.timeout(2000), redirect: redirect ? 'manual' : 'follow' })).status;
      if (redirect ? status === redirect : status >= 200 && status < 300) return;
      last = `HTTP ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up at ${url} within ${timeoutMs} ms (${last})`);
}

/** Whether something accepts connections on 127.0.0.1:`port`, whatever it speaks. */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the stack on ports base (nginx), base+1 and base+2 (renderers), base+3 (back end), with a
 * database and an nginx prefix of its own under the system's temporary folder. With `tls`, nginx listens
 * on 127.0.0.1:443 and :80 instead of base, as a site does (the Observatory's scanner knows no other ports).
 */
export async function startStack({ basePort, captchaCode, tls }: { basePort: number; captchaCode: string; tls?: StackTls }): Promise<Stack> {
  const dir = path.join(os.tmpdir(), `credit-portal-deploy-${basePort}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const url = tls ? `https://${tls.serverName}` : `http://127.0.0.1:${basePort}`;
  const nginxPorts = tls ? [80, 443] : [basePort];
  const rendererPorts = [basePort + 1, basePort + 2];
  const backendPort = basePort + 3;
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const outputs = new Map<string, string[]>();
  const children = new Map<string, ChildProcess>();

  const launch = (name: string, start: ReturnType<typeof unitStart>, env: Record<string, string>) => {
    const child = spawn(process.execPath, start.args, {
      cwd: start.cwd,
      env: { PATH: process.env.PATH ?? '', ...start.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = outputs.get(name) ?? [];
    outputs.set(name, lines);
    const keep = (chunk: Buffer) => {
      lines.push(chunk.toString());
      if (lines.length > 400) lines.splice(0, lines.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.set(name, child);
    return child;
  };

  const backendUnit = unitStart('credit-portal-reference-backend.service');
  const startBackend = async () => {
    launch('backend', backendUnit, {
      PORT: String(backendPort),
      PORTAL_DB: path.join(dir, 'portal.db'),
      // The one difference from production: a fixed captcha answer, which production refuses.
      NODE_ENV: 'development',
      PORTAL_CAPTCHA_CODE: captchaCode,
    });
    await waitFor(`${backendOrigin}/api/cms/front/navigationbar/tree`, 90_000, 'the reference back end');
  };

  const formKey = randomBytes(32).toString('base64');
  const startRenderer = async (index: number) => {
    const port = rendererPorts[index]!;
    // The instance is the port, as in credit-portal-renderer@4174: the unit's Environment=PORT=%i sets it.
    // The site's public address is nginx's, as a deployment sets it in renderer.env.
    // One key for both renderers, as the guide writes it into renderer.env, and one folder for the kept
    // forms too large for a cookie, here in place of the unit's StateDirectory.
    launch(`renderer${index}`, unitStart('credit-portal-renderer@.service', String(port)), {
      PORTAL_API_ORIGIN: backendOrigin,
      PORTAL_PUBLIC_ORIGIN: url,
      PORTAL_FORM_KEY: formKey,
      PORTAL_UNSENT_FORMS_DIR: path.join(dir, 'unsent-forms'),
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, 30_000, `renderer ${index}`);
  };
  const stop = async (name: string, signal: NodeJS.Signals = 'SIGTERM') => {
    const child = children.get(name);
    if (!child) return;
    child.kill(signal);
    await exited(child);
  };

  const nginxDir = path.join(dir, 'nginx');
  // Complete lines only: read during a burst, the log may end in a line nginx is still writing.
  const readAccessLog = () => {
    const text = readFileSync(path.join(nginxDir, 'logs', 'access.log'), 'utf8');
    return text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  const nginxArgs = ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')];
  // Stopped, the stack leaves nothing behind: its database, nginx prefix and logs go with it.
  const close = async () => {
    spawnSync(NGINX, [...nginxArgs, '-s', 'stop'], { stdio: 'ignore' });
    await Promise.all([...children.keys()].map((name) => stop(name)));
    rmSync(dir, { recursive: true, force: true });
  };

  // A process left on one of these ports (an earlier run cut short) would answer in place of the ones
  // started here, and the tests would stop and kill the wrong processes: refuse to start instead.
  for (const port of [...nginxPorts, ...rendererPorts, backendPort]) {
    if (await portTaken(port)) throw new Error(`port ${port} is already in use: stop what listens there, or choose other ports with E2E_DEPLOY_PORT`);
  }

  try {
    await startBackend();
    await Promise.all(rendererPorts.map((_, index) => startRenderer(index)));
    const listen: Record<string, string> = tls
      ? { PORTAL_LISTEN: '127.0.0.1:80', PORTAL_TLS_LISTEN: '127.0.0.1:443', PORTAL_SERVER_NAME: tls.serverName, PORTAL_TLS_CERT: tls.cert, PORTAL_TLS_KEY: tls.key }
      : { PORTAL_LISTEN: `127.0.0.1:${basePort}`, PORTAL_SERVER_NAME: '127.0.0.1' };
    const rendered = renderNginx(
      { ...listen, PORTAL_RENDERERS: rendererPorts.map((port) => `127.0.0.1:${port}`).join(' '), PORTAL_BACKEND_URL: backendOrigin },
      nginxDir,
    );
    if (rendered.status !== 0) throw new Error(`render-nginx.mjs failed: ${rendered.stderr}${rendered.stdout}`);
    const started = spawnSync(NGINX, nginxArgs, { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    // With TLS the plain-http port answers every request with the redirect to https.
    // Asked for the site's name: any other Host gets no answer at all.
    if (tls) await waitFor('http://127.0.0.1:80/_portal/error-page.css', 10_000, 'nginx', 301, tls.serverName);
    else await waitFor(`${url}/_portal/error-page.css`, 10_000, 'nginx');
  } catch (error) {
    await close();
    throw error;
  }

  return {
    url,
    rendererPorts,
    backendPort,
    dir,
    startRenderer,
    stopRenderer: (index, signal) => stop(`renderer${index}`, signal),
    startBackend,
    stopBackend: () => stop('backend'),
    waitUntilServed: async (index) => {
      const upstream = index === undefined ? null : `127.0.0.1:${rendererPorts[index]}`;
      const ids = new Set<string>();
      const until = Date.now() + 20_000;
      for (let n = 0; Date.now() < until; n += 1) {
        // A page never asked before, so a renderer answers it, not the cache.
        const answer = await fetch(`${url}/credit-dynamics?after-restart=${Date.now()}-${n}`).catch(() => null);
        if (answer?.ok) {
          await answer.arrayBuffer();
          if (!upstream) return;
          ids.add(answer.headers.get('x-request-id') ?? '');
          // nginx logs a request once it is done: lines of earlier tries count too.
          if (readAccessLog().some((line) => ids.has(String(line.requestId)) && line.upstream === upstream && line.upstreamStatus === '200')) return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`nginx did not send pages to ${upstream ?? 'a renderer'} within 20 s`);
    },
    accessLog: readAccessLog,
    output: (name) => (outputs.get(name) ?? []).join(''),
    close,
  };
}
