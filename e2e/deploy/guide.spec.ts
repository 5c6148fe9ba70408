import { city, escapeRegExp } from '../city';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// docs/deployment.md takes an operator from a bare Debian machine to a running portal, and this
// test runs the guide's own shell blocks (```sh), read from the guide, as written: in one root shell, in
// private mount, network and PID namespaces, so that nothing on the machine changes (guide/run.sh says
// how), with shims only for what the test machines lack (guide/sudo, guide/systemctl, guide/apt-get)
// and `git clone` of the guide's address mapped to this checkout by git's own insteadOf setting. Then it
// checks the running result from inside, tears every process down, and checks that the machine is as it was.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const guide = path.join(repo, 'docs', 'deployment.md');
const runner = path.join(repo, 'e2e', 'deploy', 'guide', 'run.sh');

/**
 * What happens to each section's shell blocks: run before the shell enters its own network (`outer`:
 * the build needs the registry), run inside it (`inner`), or not run, with the reason. A block in a
 * section not listed here fails the first test, so the guide cannot gain a command this test ignores.
 */
const PLAN: Record<string, { phase: 'outer' | 'inner'; blocks: number } | { notRun: string; blocks: number }> = {
  '1. Packages': { phase: 'outer', blocks: 1 },
  '2. The code, built': { phase: 'outer', blocks: 1 },
  '3. Settings': { phase: 'inner', blocks: 1 },
  '4. The back end and the renderers as services': { phase: 'inner', blocks: 1 },
  '5. nginx': { phase: 'inner', blocks: 1 },
  '6. Headers': {
    blocks: 2,
    notRun:
      "the Observatory's scan needs the site's real host name with TLS; observatory.spec.ts runs the same deploy/observatory-scan.mjs (with --ca and --resolve) against the smoke test's TLS stack, with the same scanner version installed by npm test; the second block is that test's own command",
  },
  '7. TLS': {
    blocks: 1,
    notRun: "it needs the city's certificate; observatory.spec.ts renders and serves the same TLS settings with a throwaway CA's certificate",
  },
};

/** The guide's ```sh blocks, each with the `## ` heading it is under. */
function guideBlocks(): Array<{ section: string; text: string }> {
  const blocks: Array<{ section: string; text: string }> = [];
  let section = '';
  for (const match of readFileSync(guide, 'utf8').matchAll(/^## ([^\n]*)$|^```sh\n([\s\S]*?)^```$/gm)) {
    if (match[1] !== undefined) section = match[1];
    else blocks.push({ section, text: match[2]! });
  }
  return blocks;
}

test('every shell block of the guide is run by this test, or named here with the reason it is not', () => {
  const blocks = guideBlocks();
  const counted = new Map<string, number>();
  for (const { section } of blocks) counted.set(section, (counted.get(section) ?? 0) + 1);
  expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(Object.entries(PLAN).map(([section, plan]) => [section, plan.blocks])));
});

/** What the machine has where the guide writes: it must be the same after the test. */
function machineState() {
  const account = spawnSync('getent', ['passwd', 'credit-portal'], { encoding: 'utf8' }).stdout;
  const paths = [
    '/opt/credit-portal',
    '/etc/credit-portal',
    '/var/lib/credit-portal',
    '/etc/systemd/system/credit-portal-renderer@.service',
    '/etc/systemd/system/credit-portal-reference-backend.service',
    '/etc/nginx/sites-available/credit-portal.conf',
    '/etc/nginx/snippets/credit-portal-headers.conf',
    '/var/www/credit-portal-errors',
    '/etc/passwd',
    '/etc/group',
    '/etc/gitconfig',
  ];
  const stat = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : null);
  return {
    account,
    paths: Object.fromEntries(paths.map((file) => [file, stat(file)])),
    sitesEnabled: existsSync('/etc/nginx/sites-enabled') ? readdirSync('/etc/nginx/sites-enabled').sort() : null,
  };
}

/** Whether process `pid` lives. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGKILL to `pid` and every process under it (only what this test started). */
function killTree(pid: number) {
  let children: string[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  } catch {
    // Gone already.
  }
  for (const child of children) killTree(Number(child));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

const state = path.join(os.tmpdir(), `credit-portal-guide-${process.pid}`);
let runnerProcess: ChildProcess | undefined;
const runnerExit = () =>
  new Promise<void>((resolve) => {
    if (!runnerProcess || runnerProcess.exitCode !== null || runnerProcess.signalCode !== null) resolve();
    else runnerProcess.once('exit', () => resolve());
  });
const namespacePid = () => Number(readFileSync(path.join(state, 'namespace.pid'), 'utf8'));

/** Runs `command` inside the guide's mount, network and PID namespaces (its /proc shows the guide's processes). */
function inside(command: string[]) {
  const pid = namespacePid();
  return spawnSync('nsenter', ['--target', String(pid), '--mount', '--net', `--pid=/proc/${pid}/ns/pid_for_children`, '--', ...command], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The site's name in the guide's §5 (PORTAL_SERVER_NAME), reached at 127.0.0.1 inside the namespaces by curl alone. */
const SITE = 'credit.example.gov.cn';

/**
 * An http answer from inside the namespaces (curl; redirects followed with `follow`: the last answer).
 * The site's name resolves to 127.0.0.1 for curl, as DNS would point it at the machine.
 */
function fetchInside(url: string, follow = false) {
  const result = inside(['curl', '-sS', '--max-time', '20', '--resolve', `${SITE}:80:127.0.0.1`, ...(follow ? ['-L'] : []), '-D', '-', '-w', '\n%{http_code} %{url_effective}', url]);
  if (result.status !== 0) throw new Error(`curl ${url} inside the namespaces exited with ${result.status ?? result.signal}: ${result.stderr}`);
  let output = result.stdout;
  const tail = output.lastIndexOf('\n');
  const [status, effective] = output.slice(tail + 1).split(' ');
  output = output.slice(0, tail);
  // Each answer's headers come first (with -L, one block per answer); the last block is the final answer's.
  let head = '';
  while (output.startsWith('HTTP/')) {
    const end = output.indexOf('\r\n\r\n');
    head = output.slice(0, end);
    output = output.slice(end + 4);
  }
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(status), url: effective!, headers, body: output };
}

/** The end of the guide's shell log and of each unit's output, for a failure's message. */
function logs() {
  const tailOf = (file: string, lines = 60) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(none)');
  const units = path.join(state, 'overlay', 'run', 'upper', 'credit-portal-guide');
  const unitLogs = existsSync(units) ? readdirSync(units).filter((file) => file.endsWith('.log')) : [];
  return [`guide.log:\n${tailOf(path.join(state, 'guide.log'))}`, ...unitLogs.map((file) => `${file}:\n${tailOf(path.join(units, file), 20)}`)].join('\n\n');
}

/** Ends the namespaces: asks run.sh to tear down, and kills what is left after 40 s. */
async function stopRunner() {
  if (!runnerProcess) return;
  writeFileSync(path.join(state, 'stop'), '');
  const exited = await Promise.race([runnerExit().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 40_000))]);
  if (!exited) {
    if (existsSync(path.join(state, 'namespace.pid'))) killTree(namespacePid());
    if (runnerProcess.pid) killTree(runnerProcess.pid);
    await runnerExit();
  }
}

test.afterAll(async () => {
  await stopRunner();
  rmSync(state, { recursive: true, force: true });
});

test("the guide's commands, run as written, bring up the portal behind nginx, and leave the machine as it was", async () => {
  test.skip(process.getuid?.() !== 0, 'needs root: the guide is run in private mount and network namespaces');
  test.setTimeout(600_000);
  const before = machineState();
  const timings: string[] = [];
  let lap = Date.now();
  const took = (what: string) => {
    timings.push(`${what} ${((Date.now() - lap) / 1000).toFixed(0)} s`);
    lap = Date.now();
  };

  // The blocks, in the guide's order, as the runner's phases.
  rmSync(state, { recursive: true, force: true });
  mkdirSync(path.join(state, 'blocks'), { recursive: true });
  guideBlocks().forEach(({ section, text }, index) => {
    const plan = PLAN[section];
    if (plan && 'phase' in plan) writeFileSync(path.join(state, 'blocks', `${plan.phase}-${String(index).padStart(2, '0')}.sh`), text);
  });
  // The machine's pnpm store, the one this checkout was installed from, for the build (guide/run.sh).
  const storeDir = /"storeDir": "([^"]+)"/.exec(readFileSync(path.join(repo, 'node_modules', '.modules.yaml'), 'utf8'))?.[1];
  expect(storeDir, "node_modules/.modules.yaml names pnpm's store").toBeTruthy();
  writeFileSync(path.join(state, 'pnpm-store'), path.dirname(storeDir!));
  // What `git clone https://git.example.gov.cn/credit-portal.git` gets: this checkout's tracked files as
  // they are now (HEAD with uncommitted changes, `git stash create`), in a bare repository that borrows
  // this one's objects.
  const git = (args: string[], cwd = repo) => {
    const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const commit = git(['stash', 'create']) || git(['rev-parse', 'HEAD']);
  const origin = path.join(state, 'git', 'credit-portal.git');
  git(['init', '--quiet', '--bare', origin]);
  writeFileSync(path.join(origin, 'objects', 'info', 'alternates'), `${path.resolve(repo, git(['rev-parse', '--git-common-dir']), 'objects')}\n`);
  git(['update-ref', 'refs/heads/main', commit], origin);
  git(['symbolic-ref', 'HEAD', 'refs/heads/main'], origin);

  runnerProcess = spawn('unshare', ['--mount', '--propagation', 'private', 'bash', runner, state], { stdio: 'ignore' });
  const status = () => (existsSync(path.join(state, 'status')) ? readFileSync(path.join(state, 'status'), 'utf8').trim() : '');
  await expect.poll(status, { timeout: 540_000, intervals: [1000] }).not.toBe('');
  took('the guide, §1 to §5');
  expect(status(), logs()).toBe('ready');

  // Both renderers are ready, each as the guide's unit says: its own user, its own port.
  for (const port of [4174, 4175]) {
    const ready = fetchInside(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status, `renderer ${port}`).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  }
  const runDir = path.join(state, 'overlay', 'run', 'upper', 'credit-portal-guide');
  for (const unit of ['credit-portal-reference-backend', 'credit-portal-renderer@4174', 'credit-portal-renderer@4175']) {
    const pid = readFileSync(path.join(runDir, `${unit}.pid`), 'utf8').trim();
    const ps = inside(['ps', '-o', 'user:20=,group:20=,args=', '-p', pid]);
    expect(ps.stdout.trim().split(/\s+/).slice(0, 3), unit).toEqual(['credit-portal', 'credit-portal', '/usr/bin/node']);
  }
  // The build's packages are copies, not hard links into the machine's pnpm store, so §2's chown did not
  // reach the store (a file with more than one link would be shared with it).
  const linked = inside(['find', '/opt/credit-portal/node_modules/.pnpm', '-type', 'f', '-links', '+1', '-print', '-quit']);
  expect(linked.status).toBe(0);
  expect(linked.stdout).toBe('');
  // The reference back end keeps its database where backend.env says, owned by the service's user.
  expect(inside(['stat', '-c', '%U', '/var/lib/credit-portal/portal.db']).stdout.trim()).toBe('credit-portal');

  // Through nginx on port 80, as a visitor: the address / ends at the home page, rendered on the server
  // with its data; an API call answers the catalogue's envelope.
  const home = fetchInside(`http://${SITE}/`, true);
  expect(home.status).toBe(200);
  expect(new URL(home.url).pathname).toBe('/home');
  expect(home.body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(city.portalName)}</h1>[\\s\\S]*<h2[^>]*>信用动态</h2>[\\s\\S]*href="/content-detail\\?id=\\d+"`));
  expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  expect(home.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  // Any other name (here the machine's address) gets no answer: nginx closes the connection (curl: 52).
  expect(inside(['curl', '-sS', '--max-time', '20', 'http://127.0.0.1/home']).status).toBe(52);
  const api = fetchInside(`http://${SITE}/api/cms/front/navigationbar/tree`);
  expect(api.status).toBe(200);
  const envelope = JSON.parse(api.body) as { code: number; data: unknown[] };
  expect(envelope.code).toBe(200);
  expect(envelope.data.length).toBeGreaterThan(0);
  // Assets come from the clone's build, from disk.
  const asset = /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
  expect(asset).toBeTruthy();
  const script = fetchInside(`http://${SITE}${asset}`);
  expect(script.status).toBe(200);
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  took('checks');

  // Teardown: every process the guide started ends with the namespaces; nothing it wrote is left.
  const pids = [runnerProcess.pid!, namespacePid()];
  await stopRunner();
  took('teardown');
  for (const pid of pids) expect(alive(pid), `process ${pid}`).toBe(false);
  expect(machineState()).toEqual(before);
  // Where the time went: each of the guide's commands (traced by run.sh with the second it started), the
  // slowest first.
  const traced = [...readFileSync(path.join(state, 'guide.log'), 'utf8').matchAll(/^\+\+? \[(\d+)\] (.*)$/gm)].map((match) => ({ at: Number(match[1]), line: match[0] }));
  const commands = traced
    .map((entry, index) => ({ ...entry, seconds: (traced[index + 1]?.at ?? entry.at) - entry.at }))
    .filter((entry) => entry.line.startsWith('++ '))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map((entry) => `${entry.line.replace(/^\+\+ \[\d+\] /, '').slice(0, 60)}: ${entry.seconds} s`);
  timings.push(`slowest commands: ${commands.join('; ')}`);
  test.info().annotations.push({ type: 'timings', description: timings.join(', ') });
  console.log(`guide.spec.ts: ${timings.join(', ')}`);
});
