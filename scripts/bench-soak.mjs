// The renderer's soak (`npm run bench`, case `soak`; `BENCH_CASES=soak npm run bench` runs only it):
// BENCH_SOAK_CONNECTIONS (50) connections for BENCH_SOAK_DURATION seconds (600) against one renderer
// started as its unit starts it, then BENCH_SOAK_IDLE seconds (30) with no requests. Measures what an
// operator's unit sees: the process's resident memory against the unit's MemoryHigh and MemoryMax.
//
// - The renderer: deploy/systemd/credit-portal-renderer@.service read by e2e/deploy/units.mjs (the one
//   reader of units, which the deployment smoke test uses), its ExecStart's arguments run by this node,
//   in the checkout, with the environment of its Environment= and deploy/systemd/renderer.env (so its
//   NODE_OPTIONS, the V8 heap limits, too); only PORT and PORTAL_API_ORIGIN are changed.
// - Its back end: the reference back end as its unit starts it (backend.env), on a database of its own
//   (the demo seed, as a trial deployment has), with the crawler guard off: every render's calls come
//   from 127.0.0.1 here, where behind nginx they carry each visitor's own address.
// - The load: autocannon (the reference server's benchmarks use it too), one request in flight per
//   connection, rotating through /home, lists (信用动态, 红名单, 黑名单, many pages) and every article's
//   detail; every answer timed (first byte written to last byte read).
// - Every BENCH_SOAK_SAMPLE seconds (2) the renderer's VmRSS from /proc/<pid>/status; every fifth sample
//   its V8 heap from its own /metrics. VmHWM at the end is the kernel's peak, spikes between samples
//   included: that figure is judged against MemoryMax.
//
// Passes when the peak is under the unit's MemoryMax, no request failed (connection errors, timeouts,
// answers other than 2xx) and the renderer logged no error. Its log also gives the visitors gone
// mid-request (the load's end cuts the requests in flight: info lines) and pages not rendered on the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const systemdDir = path.join(root, 'deploy', 'systemd');
const RENDERER_UNIT = 'credit-portal-renderer@.service';
const BACKEND_UNIT = 'credit-portal-reference-backend.service';
/** What was learnt from the soak, appended to its section (kept apart, as the runs rewrite the section). */
const NOTES = path.join(root, 'scripts', 'bench-notes-soak.md');
// The load generator of the reference server's benchmarks, from that package's dependencies.
const autocannon = createRequire(path.join(root, 'packages', 'reference-server', 'package.json'))('autocannon');
const { readUnit, unitEnvironment } = await import(path.join(root, 'e2e', 'deploy', 'units.mjs'));

export const SOAK_CONNECTIONS = 50;
export const SOAK_DURATION_S = 600;

const MIB = 1024 * 1024;
const UNITS = { '': 1, K: 1024, M: MIB, G: 1024 * MIB, T: 1024 * 1024 * MIB };

/** Percentile (nearest rank) of sorted numbers. */
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A memory setting of the unit's [Service] (MemoryMax=1G), in bytes; undefined when it is not set. */
function memorySetting(file, name) {
  const match = new RegExp(`^\\s*${name}\\s*=\\s*(\\d+)([KMGT]?)\\s*$`, 'm').exec(fs.readFileSync(file, 'utf8'));
  return match ? Number(match[1]) * UNITS[match[2]] : undefined;
}

/** How systemd would start the unit (units.mjs): ExecStart's arguments for this node, and its environment. */
function unitStart(unit, instance) {
  const read = readUnit(path.join(systemdDir, unit), instance);
  const [binary, ...args] = read.execStart;
  if (binary !== '/usr/bin/node') throw new Error(`${unit}: ExecStart is not /usr/bin/node …`);
  const env = unitEnvironment(read, (installed) => path.join(systemdDir, path.basename(installed)));
  return { args, env };
}

/** The process's memory lines of /proc/<pid>/status, in bytes (VmRSS, VmHWM). */
function procMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** CPU time the process has used (user + system), in ms: /proc/<pid>/stat, fields 14 and 15 (clock ticks of 10 ms). */
function procCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts a node process; `ready` resolves once a line of its output matches `pattern`. */
function startProcess(name, args, env, pattern, onLine = () => {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let tail = '';
  const ready = new Promise((resolve, reject) => {
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        onLine(line);
        if (pattern.test(line)) resolve();
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      tail = (tail + chunk).slice(-4000);
    });
    void exited.then((code) => reject(new Error(`${name} exited (${code}) before it was ready: ${tail}`)));
  });
  ready.catch(() => {});
  return {
    child,
    ready,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The renderer's own V8 heap figures from its /metrics (prom-client's default metrics), in bytes. */
async function heapOf(origin) {
  const text = await (await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(10_000) })).text();
  const value = (name, space) => {
    const line = text.split('\n').find((l) => l.startsWith(space ? `${name}{space="${space}"}` : `${name} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
  };
  return { heapUsed: value('nodejs_heap_size_used_bytes'), heapTotal: value('nodejs_heap_size_total_bytes'), external: value('nodejs_external_memory_bytes') };
}

/**
 * Runs the soak and returns its figures; `log` is told what happens. Stops both processes whatever
 * happens.
 */
export async function runSoak({
  connections = Number(process.env.BENCH_SOAK_CONNECTIONS ?? SOAK_CONNECTIONS),
  durationS = Number(process.env.BENCH_SOAK_DURATION ?? SOAK_DURATION_S),
  idleS = Number(process.env.BENCH_SOAK_IDLE ?? 30),
  sampleS = Number(process.env.BENCH_SOAK_SAMPLE ?? 2),
  nodeOptions = process.env.BENCH_SOAK_NODE_OPTIONS,
  log = (message) => console.log(message),
} = {}) {
  const unitFile = path.join(systemdDir, RENDERER_UNIT);
  const memoryMax = memorySetting(unitFile, 'MemoryMax');
  const memoryHigh = memorySetting(unitFile, 'MemoryHigh');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  const [backendPort, rendererPort] = [await freePort(), await freePort()];
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const origin = `http://127.0.0.1:${rendererPort}`;

  const backendStart = unitStart(BACKEND_UNIT);
  const backend = startProcess('the reference back end', backendStart.args, { ...backendStart.env, PORT: String(backendPort), PORTAL_DB: path.join(dir, 'soak.db'), PORTAL_GUARD_LIMIT: '0' }, /已启动/);
  const rendererStart = unitStart(RENDERER_UNIT, String(rendererPort));
  // Other heap settings than renderer.env's, to compare (a trial: never written to the docs).
  if (nodeOptions !== undefined) rendererStart.env.NODE_OPTIONS = nodeOptions;
  const logLines = { error: 0, warn: 0, disconnects: 0, notServerRendered: 0, errorMessages: new Map() };
  const countError = (msg) => {
    logLines.error += 1;
    logLines.errorMessages.set(msg, (logLines.errorMessages.get(msg) ?? 0) + 1);
  };
  const renderer = startProcess('the renderer', rendererStart.args, { ...rendererStart.env, PORT: String(rendererPort), PORTAL_API_ORIGIN: backendOrigin }, /门户渲染服务已启动/, (text) => {
    let line;
    try {
      line = JSON.parse(text);
    } catch {
      countError(`(not JSON) ${text.slice(0, 120)}`);
      return;
    }
    if (line.level === 'error') countError(String(line.msg).slice(0, 120));
    else if (line.level === 'warn') logLines.warn += 1;
    if (line.clientGone) logLines.disconnects += 1;
    else if (line.msg === 'request' && line.status === 200 && line.route !== 'static' && line.render !== 'server' && line.path !== '/metrics') logLines.notServerRendered += 1;
  });
  try {
    await backend.ready;
    await renderer.ready;
    const pid = renderer.child.pid;
    const started = procMemory(pid);

    // Real records to ask for: every article's detail page.
    const articles = await (await fetch(`${backendOrigin}/api/cms/front/articleinfo/pageByClassificationId?classificationId=1&pageNo=1&pageSize=100`)).json();
    const articleIds = articles.data.records.map((r) => r.id);
    const pages = [
      () => '/home',
      (i) => `/credit-dynamics?pageNo=${1 + (i % 20)}`,
      (i) => `/content-detail?id=${articleIds[(i * 7919) % articleIds.length]}`,
      (i) => `/content-detail?id=${articleIds[(i * 104729) % articleIds.length]}`,
      (i) => `/red-list/index?pageNo=${1 + (i % 10)}`,
      (i) => `/black-list/index?pageNo=${1 + (i % 10)}`,
    ];
    // Each kind of page must come rendered on the server (its heading in the HTML), or the figures mean nothing.
    for (const page of pages) {
      const answer = await fetch(origin + page(1));
      const html = await answer.text();
      if (answer.status !== 200 || !/<h1[^>]*>[^<]+<\/h1>/.test(html)) throw new Error(`${page(1)}: ${answer.status}, not rendered on the server`);
    }

    const samples = [];
    let sampling = true;
    const t0 = Date.now();
    const sample = async (n) => {
      const at = (Date.now() - t0) / 1000;
      const memory = procMemory(pid);
      const heap = n % 5 === 0 ? await heapOf(origin).catch(() => undefined) : undefined;
      samples.push({ at, rss: memory.rss, ...heap });
    };
    let n = 0;
    const sampler = (async () => {
      while (sampling) {
        await sample(n++);
        await new Promise((resolve) => setTimeout(resolve, sampleS * 1000));
      }
    })();

    const loadAverageBefore = os.loadavg();
    log(`浸泡测试：${connections} 个连接，${durationS} 秒，渲染服务 pid ${pid}（NODE_OPTIONS=${rendererStart.env.NODE_OPTIONS ?? '无'}）…`);
    const latencies = [];
    let next = 0;
    const instance = autocannon({
      url: origin,
      connections,
      duration: durationS,
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, path: pages[next % pages.length](Math.floor(next++ / pages.length)) }) }],
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push({ at: Date.now() - t0, ms: responseTime }));
    const progress = setInterval(() => {
      const last = samples.at(-1);
      if (last) log(`  ${Math.round((Date.now() - t0) / 1000)} s: ${latencies.length} 个应答，RSS ${(last.rss / MIB).toFixed(0)} MiB`);
    }, 60_000);
    const cpuBefore = procCpuMs(pid);
    const result = await instance;
    const cpuMs = procCpuMs(pid) - cpuBefore;
    clearInterval(progress);
    const loadEnd = (Date.now() - t0) / 1000;
    const loadAverageAfter = os.loadavg();
    log(`负载结束，空闲 ${idleS} 秒 …`);
    await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
    sampling = false;
    await sampler;
    await sample(0);
    const peak = procMemory(pid).hwm;

    const sorted = latencies.map((l) => l.ms).sort((a, b) => a - b);
    const byMinute = [];
    for (let from = 0; from < durationS; from += 60) {
      const minute = latencies.filter((l) => l.at / 1000 >= from && l.at / 1000 < from + 60).map((l) => l.ms).sort((a, b) => a - b);
      const rss = samples.filter((s) => s.at >= from && s.at < from + 60).map((s) => s.rss);
      if (minute.length) byMinute.push({ from, requests: minute.length, p99: percentile(minute, 99), rssMax: Math.max(...rss) });
    }
    const during = samples.filter((s) => s.at <= loadEnd);
    const heaps = samples.filter((s) => s.heapUsed !== undefined && !Number.isNaN(s.heapUsed));
    return {
      connections,
      durationS,
      idleS,
      sampleS,
      pid,
      nodeOptions: rendererStart.env.NODE_OPTIONS,
      nodeOptionsOverridden: nodeOptions !== undefined,
      memoryMax,
      memoryHigh,
      loadAverageBefore,
      loadAverageAfter,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      failed: result.errors + result.timeouts + result.non2xx,
      cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
      rssStart: started.rss,
      rssMax: Math.max(...during.map((s) => s.rss)),
      rssPeak: peak,
      rssLastMinute: Math.max(...samples.filter((s) => s.at > loadEnd - 60 && s.at <= loadEnd).map((s) => s.rss)),
      rssIdle: samples.at(-1).rss,
      heapUsedMax: Math.max(...heaps.map((s) => s.heapUsed)),
      heapTotalMax: Math.max(...heaps.map((s) => s.heapTotal)),
      externalMax: Math.max(...heaps.map((s) => s.external)),
      heapIdle: heaps.at(-1),
      samples: samples.length,
      byMinute,
      log: logLines,
    };
  } finally {
    await renderer.stop();
    await backend.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const mib = (bytes) => (bytes / MIB).toFixed(0);
const ms = (value) => value.toFixed(1);
const loadAverage = (l) => `${l.map((x) => x.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;

/** Whether the soak passed: its peak under the unit's MemoryMax, no request failed, no error in the renderer's log. */
export const soakPassed = (r) => r.memoryMax !== undefined && r.rssPeak < r.memoryMax && r.failed === 0 && r.log.error === 0;

/** The soak's section of docs/benchmarks.md. */
export function soakSection(r) {
  const cpus = os.cpus();
  const trial = r.connections !== SOAK_CONNECTIONS || r.durationS !== SOAK_DURATION_S || r.nodeOptionsOverridden;
  const pass = (ok) => (ok ? '达到' : '**未达到**');
  return [
    `## Soak: the renderer, ${r.connections} connections for ${r.durationS / 60} min`,
    '',
    `- machine: ${cpus.length} cores × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}; run ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC;` +
      ` load average before ${loadAverage(r.loadAverageBefore)}, after ${loadAverage(r.loadAverageAfter)}` +
      (trial ? `; **a trial, not ${SOAK_CONNECTIONS} connections × ${SOAK_DURATION_S / 60} min with renderer.env's settings**` : ''),
    '- method: `BENCH_CASES=soak npm run bench` (scripts/bench-soak.mjs). One renderer started as',
    '  `credit-portal-renderer@.service` starts it (read by e2e/deploy/units.mjs: `node packages/portal-server/dist/main.js`',
    `  with deploy/systemd/renderer.env, so \`NODE_OPTIONS=${r.nodeOptions ?? ''}\`), calling the reference back end as its`,
    '  unit starts it (demo seed, crawler guard off: here every call comes from 127.0.0.1). autocannon, one request in',
    `  flight per connection, rotates through /home, 信用动态 (20 pages), two detail pages (every article), 红名单 and 黑名单`,
    `  (10 pages each), every page rendered on the server; then ${r.idleS} s without requests. The renderer's VmRSS read from`,
    `  /proc/<pid>/status every ${r.sampleS} s (${r.samples} samples), its heap from its own /metrics every ${r.sampleS * 5} s; the peak is`,
    "  the kernel's VmHWM, spikes between samples included. `BENCH_SOAK_DURATION` (s), `BENCH_SOAK_CONNECTIONS` and",
    '  `BENCH_SOAK_IDLE` (s) shorten a trial and `BENCH_SOAK_NODE_OPTIONS` replaces renderer.env\'s heap settings; a trial is printed,',
    '  not written here, unless `BENCH_WRITE=1`.',
    '',
    '| figure | value | target |',
    '|---|---:|---|',
    `| requests (req/s) | ${r.requests.toLocaleString('en')} (${r.rps.toFixed(0)}) | |`,
    `| p50 / p95 / p99 / max (ms) | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} / ${ms(r.max)} | |`,
    `| renderer CPU time per request (ms) | ${ms(r.cpuMsPerRequest)} | |`,
    `| failed requests: errors, timeouts, non-2xx | ${r.failed}: ${r.errors}, ${r.timeouts}, ${r.non2xx} | none：${pass(r.failed === 0)} |`,
    `| RSS at start (MiB) | ${mib(r.rssStart)} | |`,
    `| RSS max of the samples / peak VmHWM (MiB) | ${mib(r.rssMax)} / ${mib(r.rssPeak)} | under MemoryMax ${mib(r.memoryMax ?? NaN)} MiB：${pass(r.memoryMax !== undefined && r.rssPeak < r.memoryMax)}` +
      (r.memoryHigh !== undefined ? `; MemoryHigh ${mib(r.memoryHigh)} MiB：${r.rssPeak < r.memoryHigh ? 'under' : '**over**'}` : '') +
      ' |',
    `| RSS max in the last minute of load / after ${r.idleS} s idle (MiB) | ${mib(r.rssLastMinute)} / ${mib(r.rssIdle)} | |`,
    `| V8 heap used max / heap total max / external max (MiB) | ${mib(r.heapUsedMax)} / ${mib(r.heapTotalMax)} / ${mib(r.externalMax)} | |`,
    `| V8 heap used / total after idle (MiB) | ${r.heapIdle ? `${mib(r.heapIdle.heapUsed)} / ${mib(r.heapIdle.heapTotal)}` : '—'} | |`,
    `| renderer log: error lines / warn lines | ${r.log.error} / ${r.log.warn}${r.log.error ? ` (${[...r.log.errorMessages].map(([msg, count]) => `${count} × ${msg.replaceAll('|', '\\|')}`).join('; ')})` : ''} | none：${pass(r.log.error === 0)} |`,
    `| renderer log: visitors gone mid-request (info) / pages not rendered on the server | ${r.log.disconnects} / ${r.log.notServerRendered} | |`,
    '',
    'By minute:',
    '',
    '| minute | answers | p99 (ms) | RSS max (MiB) |',
    '|---:|---:|---:|---:|',
    ...r.byMinute.map((m) => `| ${m.from / 60 + 1} | ${m.requests.toLocaleString('en')} | ${ms(m.p99)} | ${mib(m.rssMax)} |`),
    '',
    ...(fs.existsSync(NOTES) ? [fs.readFileSync(NOTES, 'utf8').trimEnd(), ''] : []),
  ];
}

/** Replaces the soak's section of docs/benchmarks.md, or adds it before the findings. */
export function writeSoakSection(file, section) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const text = section.join('\n').trimEnd().split('\n');
  const start = lines.findIndex((l) => l.startsWith('## Soak:'));
  if (start === -1) {
    const findings = lines.findIndex((l) => l.startsWith('## Findings'));
    const at = findings === -1 ? lines.length : findings;
    fs.writeFileSync(file, [...lines.slice(0, at), ...text, '', ...lines.slice(at)].join('\n'));
    return;
  }
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  fs.writeFileSync(file, [...lines.slice(0, start), ...text, '', ...(next === -1 ? [] : lines.slice(next))].join('\n'));
}

/** The case as `npm run bench` runs it: prints the section, writes it when the soak was full length; the exit status. */
export async function soakCase() {
  const result = await runSoak();
  const section = soakSection(result);
  console.log(section.join('\n'));
  const full = result.connections === SOAK_CONNECTIONS && result.durationS === SOAK_DURATION_S && !result.nodeOptionsOverridden;
  if (process.env.BENCH_WRITE !== '0' && (full || process.env.BENCH_WRITE === '1')) {
    const file = path.join(root, 'docs', 'benchmarks.md');
    writeSoakSection(file, section);
    console.log(`已写入 ${path.relative(process.cwd(), file)}（Soak）`);
  }
  if (!soakPassed(result)) console.error('浸泡测试未通过：峰值内存须低于单元的 MemoryMax，没有失败的请求，渲染服务的日志中没有错误');
  return soakPassed(result) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await soakCase();
