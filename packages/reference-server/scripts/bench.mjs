// The reference server's load benchmark: seeds a `load` database once, starts the built
// server over it as an operator would (NODE_ENV=production, node dist/main.js) and measures throughput
// and latency of a list, a deep page of it, a detail, full-text searches (3+ and 2 characters, and
// distinct keywords that miss the search cache), the credit-information search by name and by code and
// a submission with autocannon, each at 1 connection (service time) and at BENCH_CONNECTIONS (10:
// throughput; latency there includes queueing), then writes docs/benchmarks.md.
//
//   pnpm --filter @credit-portal/reference-server build   # the benchmark runs dist/, it builds nothing
//   pnpm --filter @credit-portal/reference-server bench
//
// Two more cases: `load`, a mix of lists, details, searches and submissions at
// BENCH_LOAD_CONNECTIONS (200) for BENCH_LOAD_DURATION (60 s), every request timed, the server's event
// loop and GC measured from inside (scripts/loop-monitor.mjs); and `durability`, the server killed with
// SIGKILL BENCH_DURABILITY_KILLS (3) times during 16 concurrent submitters and every acknowledged
// submission looked up afterwards (scripts/bench-durability.mjs).
//
// The database is kept in <repo>/.data/bench-load.db (gitignored) and reused by later runs; delete it
// to seed again. BENCH_DURATION (seconds per case and concurrency, default 10), BENCH_CONNECTIONS
// (default 10) and BENCH_CASES (comma-separated case ids, default all; `load`, `durability`) override the
// load; PORTAL_CHECK_RESPONSES=0 in the environment runs the server without checking its answers against
// the contract (to measure what the check costs). BENCH_CPU_PROF=<folder> writes a CPU profile of the
// load case's server there. The server listens on BENCH_PORT (4590); BENCH_SERVER_DIST=<folder> runs
// another build of this package than dist/ (to compare two). The machine's load is written with
// the figures: rerun when it is quiet.
//
// docs/benchmarks.md: a run of all cases writes it whole; a run of some (BENCH_CASES) prints the table
// cases and writes only the sections of `load` and `durability` (each has its own machine line), unless
// the load was shortened for a trial (BENCH_LOAD_*), or BENCH_WRITE=0.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { SLOW_MS, percentile, runLoad } from './bench-load.mjs';
import { runDurability } from './bench-durability.mjs';
import { packageDir, startServer } from './bench-server.mjs';

const repoDir = path.resolve(packageDir, '..', '..');
const dbFile = path.join(repoDir, '.data', 'bench-load.db');
const durabilityDbFile = path.join(repoDir, '.data', 'bench-durability.db');
const reportFile = path.join(repoDir, 'docs', 'benchmarks.md');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD_CONNECTIONS = 200;
const LOAD_DURATION = 60;
const loadConnections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? LOAD_CONNECTIONS);
const loadDuration = Number(process.env.BENCH_LOAD_DURATION ?? LOAD_DURATION);
const durabilityKills = Number(process.env.BENCH_DURABILITY_KILLS ?? 3);
const onlyCases = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',').map((c) => c.trim())) : undefined;
const selected = (id) => !onlyCases || onlyCases.has(id);
const checkResponses = process.env.PORTAL_CHECK_RESPONSES ?? '1';
const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

const portalDist = path.join(repoDir, 'packages', 'portal-app', 'build', 'client');
const portalBuilt = fs.existsSync(path.join(portalDist, 'index.html')) && fs.existsSync(path.join(portalDist, '..', 'server', 'index.js'));

if (!fs.existsSync(path.join(packageDir, 'dist', 'main.js')) || !fs.existsSync(path.join(packageDir, 'dist', 'openapi.json'))) {
  console.error('没有找到构建结果，请先运行 pnpm --filter @credit-portal/reference-server build');
  process.exit(1);
}

/** One request of a case: it must answer code 200 (a page: rendered on the server), or its figures mean nothing. */
async function checkCase(url, bench) {
  const first = bench.request(0);
  const check = await fetch(url + first.path, { method: first.method ?? 'GET', headers: first.headers, body: first.body });
  if (bench.kind === 'page') {
    // A page must come rendered by the server (its HTML holds the page's heading), not as the empty shell.
    const html = await check.text();
    if (check.status !== 200 || !/<h1[^>]*>[^<]+<\/h1>/.test(html)) throw new Error(`${bench.name}: ${check.status}, not rendered on the server`);
  } else {
    const envelope = await check.json();
    if (check.status !== 200 || envelope.code !== 200) throw new Error(`${bench.name}: ${check.status} ${JSON.stringify(envelope).slice(0, 300)}`);
  }
}

async function measure(url, bench, conns) {
  await checkCase(url, bench);

  let n = 0;
  const latencies = [];
  const instance = autocannon({
    url,
    connections: conns,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, ...bench.request(++n) }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    ...bench,
    connections: conns,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const seeded = fs.existsSync(dbFile);
// Submissions of earlier runs go, so that a reused database does not grow from run to run (tracking
// numbers widen past 9,999 a day, so their number is no limit).
const BENCH_MARK = '（压测第';
if (seeded) {
  const db = new Database(dbFile);
  const gone = db.prepare("DELETE FROM submission WHERE kind = 'correction' AND payload LIKE '%' || ? || '%'").run(BENCH_MARK).changes;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  if (gone > 0) console.log(`已删除上次压测写入的 ${gone} 条纠错`);
}
const seedStart = performance.now();
const serverEnv = {
  PORTAL_CHECK_RESPONSES: checkResponses,
  // The built portal with its server build, when there is one: the page cases render on the server.
  PORTAL_STATIC_DIR: portalBuilt ? portalDist : path.join(os.tmpdir(), 'portal-bench-static'),
};
const server = startServer({ dbFile, env: serverEnv });
let url;
try {
  url = await server.started;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const startSeconds = (performance.now() - seedStart) / 1000;
console.log(seeded ? `使用已有的数据库 ${dbFile}` : `已生成 load 规模数据（${startSeconds.toFixed(1)} 秒）：${dbFile}`);

// The searches are guarded by the 安全验证 (src/kernel/captcha-pass.ts): each search's words carry a pass of
// their own, written as a passed captcha's check writes it, and renewed well before a pass's lifetime ends.
const passDb = new Database(dbFile);
passDb.pragma('busy_timeout = 5000');
const passes = new Map();
function captchaPass(words) {
  const kept = passes.get(words);
  if (kept && Date.now() - kept.at < 4 * 60_000) return kept.pass;
  const pass = randomBytes(18).toString('base64url');
  passDb.prepare('INSERT INTO captcha_pass (pass, bound, expires_at) VALUES (?, NULL, ?)').run(pass, Date.now() + 5 * 60_000);
  passes.set(words, { pass, at: Date.now() });
  return pass;
}
const guarded = (address, words) => ({ path: address, headers: { 'X-Captcha-Pass': captchaPass(words) } });

// Counts of the seeded data and real values to ask for.
const db = new Database(dbFile, { readonly: true, fileMustExist: true });
const count = (table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
const counts = {
  enterprises: count('enterprise'),
  persons: count('person'),
  permits: count('dp_permit'),
  penalties: count('dp_penalty'),
  articles: count('article'),
};
const meta = Object.fromEntries(db.prepare('SELECT key, value FROM meta').all().map((r) => [r.key, r.value]));
const permitResource = db.prepare('SELECT resource_id AS id, count(*) AS n FROM dp_permit GROUP BY resource_id ORDER BY n DESC LIMIT 1').get();
const articleIds = db.prepare('SELECT id FROM article WHERE published = 1 ORDER BY id').all().map((r) => r.id);
// Credit-information searches by a firm's name as a visitor types it: the first 6 characters of real names.
const names = db.prepare('SELECT name FROM enterprise WHERE id % 997 = 0 ORDER BY id').all().map((r) => r.name.slice(0, 6));
const codes = db.prepare('SELECT credit_code AS code FROM enterprise WHERE id % 499 = 0 ORDER BY id').all().map((r) => r.code);
// Distinct keywords (4 characters of real titles), more than the search cache holds: every search ranks afresh.
const coldWords = [...new Set(db.prepare('SELECT title FROM article ORDER BY id').all().flatMap((r) => {
  const chars = [...r.title.replace(/[^\p{L}\p{N}]/gu, '')];
  return chars.length >= 8 ? [chars.slice(2, 6).join('')] : [];
}))];
// For the load case's mix: the other lists' sizes, and records to open as details.
const pagesOf = (table) => Math.max(1, Math.ceil(count(table) / 15));
const listPages = { penalties: pagesOf('dp_penalty'), redBlack: pagesOf('red_black_entry'), dishonest: pagesOf('dishonest_debtor'), abnormal: pagesOf('abnormal_entry') };
const permitRecords = db.prepare('SELECT id, resource_id AS resourceId FROM dp_permit WHERE id % 97 = 0 ORDER BY id').all();
const dishonestIds = db.prepare('SELECT id FROM dishonest_debtor WHERE id % 7 = 0 ORDER BY id').all().map((r) => r.id);
const abnormalIds = db.prepare('SELECT id FROM abnormal_entry WHERE id % 7 = 0 ORDER BY id').all().map((r) => r.id);
const load = os.loadavg();
db.close();

const pageCount = Math.max(1, Math.ceil(permitResource.n / 15));
const q = encodeURIComponent;
const listPath = (pageNo) => `/api/cmpinternetportalfront/doublepublicity/getPermitList?resourceId=${permitResource.id}&pageNo=${pageNo}&pageSize=15`;
const allBenches = [
  {
    id: 'list',
    name: '列表：行政许可（getPermitList，任意页）',
    kind: 'list',
    request: (i) => ({ path: listPath(1 + ((i * 7919) % pageCount)) }),
  },
  {
    id: 'deep',
    name: '列表深页：行政许可最后 20 页（getPermitList）',
    kind: 'list',
    request: (i) => ({ path: listPath(Math.max(1, pageCount - (i % 20))) }),
  },
  {
    id: 'detail',
    name: '详情：文章（articleinfo/detail/{id}）',
    kind: 'detail',
    request: (i) => ({ path: `/api/cms/front/articleinfo/detail/${articleIds[(i * 7919) % articleIds.length]}` }),
  },
  {
    id: 'fts',
    name: '全文检索：文章“信用修复”（articleSearchPage）',
    kind: 'search',
    request: (i) => guarded(`/api/cms/front/articleinfo/articleSearchPage?keyword=${q('信用修复')}&pageNo=${1 + (i % 5)}&pageSize=15`, 'fts:信用修复'),
  },
  {
    id: 'fts2',
    name: '全文检索：两字关键词“诚信”（articleSearchPage）',
    kind: 'search',
    request: (i) => guarded(`/api/cms/front/articleinfo/articleSearchPage?keyword=${q('诚信')}&pageNo=${1 + (i % 5)}&pageSize=15`, 'fts:诚信'),
  },
  {
    id: 'ftscold',
    name: `全文检索：${coldWords.length} 个不同关键词，缓存未命中（articleSearchPage）`,
    kind: 'search',
    request: (i) => guarded(`/api/cms/front/articleinfo/articleSearchPage?keyword=${q(coldWords[(i * 7919) % coldWords.length])}&pageNo=1&pageSize=15`, `fts:${coldWords[(i * 7919) % coldWords.length]}`),
  },
  {
    id: 'name',
    name: '信用信息检索：企业名称（getEsSearchDataPage）',
    kind: 'search',
    request: (i) => guarded(`/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=${q(names[i % names.length])}&type=0&pageNo=1&pageSize=10`, `name:${names[i % names.length]}`),
  },
  {
    id: 'code',
    name: '信用信息检索：统一社会信用代码（getEsSearchDataPage）',
    kind: 'search',
    request: (i) => guarded(`/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=${codes[i % codes.length]}&type=1&pageNo=1&pageSize=10`, `code:${codes[i % codes.length]}`),
  },
  {
    id: 'submit',
    name: '提交：信息纠错（correction/add，写入）',
    kind: 'submission',
    request: (i) => ({
      method: 'POST',
      path: '/api/cmpinternetportaladmin/correction/add',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pageUrl: `https://credit.example.gov.cn/enterprise-detail?id=${1 + (i % 100_000)}`,
        content: `企业详情页的法定代表人信息未更新，该企业已于2026年3月变更法定代表人${BENCH_MARK}${i}条）。`,
        contactName: '郑晓燕',
        phone: `138${String(10_000_000 + (i % 90_000_000)).slice(-8)}`,
      }),
    }),
  },
  // The renderer on its own, pages as a visitor's first request gets them (anonymous, uncached).
  ...(portalBuilt
    ? [
        { id: 'page-home', name: '服务端渲染：首页 /home', kind: 'page', request: () => ({ path: '/home' }) },
        { id: 'page-list', name: '服务端渲染：列表 /credit-dynamics（任意页）', kind: 'page', request: (i) => ({ path: `/credit-dynamics?pageNo=${1 + (i % 5)}` }) },
        { id: 'page-detail', name: '服务端渲染：详情 /content-detail', kind: 'page', request: (i) => ({ path: `/content-detail?id=${articleIds[(i * 7919) % articleIds.length]}` }) },
      ]
    : []),
];
if (!portalBuilt) console.log('门户未构建（packages/portal-app/build/client 与 build/server），跳过服务端渲染的页面');
const benches = allBenches.filter((b) => selected(b.id));
/** p95 targets in ms: lists and searches at 1 connection, rendered pages at 10. */
const TARGETS = { list: 10, search: 20, page: 50 };
const byId = Object.fromEntries(allBenches.map((b) => [b.id, b]));

/**
 * The load case's mix, weighted like the portal's traffic: 35 % lists, 25 % details, 25 %
 * searches, 15 % submissions, each kind spread over several operations and records.
 */
const pick = (list, i) => list[(i * 7919) % list.length];
const anyPage = (pages, i) => 1 + ((i * 7919) % pages);
const loadMix = [
  { ...byId.list, id: 'permits', weight: 12 },
  { id: 'penalties', name: '列表：行政处罚（getPunishList，任意页）', kind: 'list', weight: 8, request: (i) => ({ path: `/api/cmpinternetportalfront/doublepublicity/getPunishList?pageNo=${anyPage(listPages.penalties, i)}&pageSize=15` }) },
  { id: 'redblack', name: '列表：红黑名单（redbalcklist/page）', kind: 'list', weight: 5, request: (i) => ({ path: `/api/cmpinternetportalfront/redbalcklist/page?pageNo=${anyPage(listPages.redBlack, i)}&pageSize=15` }) },
  { id: 'dishonest', name: '列表：失信被执行人（mistrustperson/page）', kind: 'list', weight: 5, request: (i) => ({ path: `/api/cmpinternetportalfront/mistrustperson/page?pageNo=${anyPage(listPages.dishonest, i)}&pageSize=15` }) },
  { id: 'abnormal', name: '列表：经营异常（abnormal/page）', kind: 'list', weight: 5, request: (i) => ({ path: `/api/cmpinternetportalfront/abnormal/page?pageNo=${anyPage(listPages.abnormal, i)}&pageSize=15` }) },
  { ...byId.detail, id: 'article', weight: 8 },
  {
    id: 'permit',
    name: '详情：行政许可（doublepublicity/detail）',
    kind: 'detail',
    weight: 7,
    request: (i) => {
      const record = pick(permitRecords, i);
      return { path: `/api/cmpinternetportalfront/doublepublicity/detail?dataId=${record.id}&type=1&resourceId=${record.resourceId}` };
    },
  },
  { id: 'debtor', name: '详情：失信被执行人（mistrustperson/detail/{id}）', kind: 'detail', weight: 4, request: (i) => ({ path: `/api/cmpinternetportalfront/mistrustperson/detail/${pick(dishonestIds, i)}` }) },
  { id: 'abnormalDetail', name: '详情：经营异常（abnormal/detail/{id}）', kind: 'detail', weight: 3, request: (i) => ({ path: `/api/cmpinternetportalfront/abnormal/detail/${pick(abnormalIds, i)}` }) },
  { id: 'report', name: '详情：企业信用报告数据（getFormatCreditReportData）', kind: 'detail', weight: 3, request: (i) => ({ path: `/api/cmpinternetportalfront/archives/search/getFormatCreditReportData?creditCode=${pick(codes, i)}` }) },
  { ...byId.fts, weight: 5 },
  { ...byId.fts2, weight: 4 },
  { ...byId.ftscold, weight: 6 },
  { ...byId.name, weight: 6 },
  { ...byId.code, weight: 4 },
  { ...byId.submit, weight: 15 },
];

const results = [];
try {
  for (const bench of benches) {
    for (const conns of [1, connections]) {
      process.stdout.write(`${bench.name}，${conns} 个连接 … `);
      const r = await measure(url, bench, conns);
      results.push(r);
      console.log(`${r.rps.toFixed(0)} 次/秒，p50 ${r.p50} ms，p95 ${r.p95} ms，p99 ${r.p99} ms${r.errors ? `，错误 ${r.errors}` : ''}`);
    }
  }
  // Every case of the mix must answer code 200 before the load starts, or its figures mean nothing.
  if (selected('load')) for (const bench of loadMix) await checkCase(url, bench);
} finally {
  await server.stop();
}

/** The load case on a server of its own, with the loop monitor (and a CPU profile when asked). */
async function loadCase() {
  const loopReport = path.join(os.tmpdir(), `portal-bench-loop-${process.pid}.json`);
  const nodeArgs = ['--import', path.join(packageDir, 'scripts', 'loop-monitor.mjs')];
  if (cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`);
  const loadServer = startServer({ dbFile, env: { ...serverEnv, BENCH_LOOP_REPORT: loopReport }, nodeArgs });
  const loadUrl = await loadServer.started;
  const before = os.loadavg();
  console.log(`混合负载：${loadConnections} 个连接，${loadDuration} 秒 …`);
  let result;
  try {
    result = await runLoad({ url: loadUrl, mix: loadMix, connections: loadConnections, duration: loadDuration });
  } finally {
    await loadServer.stop();
  }
  const loop = fs.existsSync(loopReport) ? JSON.parse(fs.readFileSync(loopReport, 'utf8')) : undefined;
  fs.rmSync(loopReport, { force: true });
  return { ...result, loop, loadBefore: before, loadAfter: os.loadavg() };
}

/** The durability case on a copy of the load database, so that its crashes never touch the shared one. */
async function durabilityCase() {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(durabilityDbFile + suffix, { force: true });
  fs.copyFileSync(dbFile, durabilityDbFile);
  const before = os.loadavg();
  console.log(`耐久：16 个并发提交，其间 kill -9 ${durabilityKills} 次 …`);
  const result = await runDurability({ dbFile: durabilityDbFile, kills: durabilityKills, env: serverEnv });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(durabilityDbFile + suffix, { force: true });
  return { ...result, loadBefore: before, loadAfter: os.loadavg() };
}

const loadResult = selected('load') ? await loadCase() : undefined;
if (loadResult) {
  const r = loadResult;
  if (process.env.BENCH_LOAD_DUMP) fs.writeFileSync(process.env.BENCH_LOAD_DUMP, JSON.stringify({ slow: r.slow, startedAt: r.startedAt, loop: r.loop }));
  console.log(
    `${r.rps.toFixed(0)} 次/秒，p50 ${r.p50} ms，p95 ${r.p95} ms，p99 ${r.p99} ms，最长 ${r.max} ms，超过 2 秒 ${r.over2s} 次，` +
      `错误 ${r.errors}（超时 ${r.timeouts}），非 2xx ${r.non2xx}，非 200 ${r.notOk}` +
      (r.loop ? `；事件循环延迟 p99 ${r.loop.delay.p99} ms、最长 ${r.loop.delay.max} ms，GC 最长 ${r.loop.gc.maxMs} ms` : ''),
  );
}
const durabilityResult = selected('durability') ? await durabilityCase() : undefined;
if (durabilityResult) {
  const r = durabilityResult;
  console.log(`已确认 ${r.acknowledged} 条，库中找到 ${r.found} 条；integrity ${r.integrity}`);
}

const cpus = os.cpus();
const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const loadAverage = (l) => `${l.map((n) => n.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 16);
const machineLine = `${cpus.length} cores × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const notes = (name) => {
  const file = path.join(packageDir, 'scripts', name);
  return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8').trimEnd(), ''] : [];
};

/** When the slow requests were sent, in seconds from the start of the load: `first–last`. */
const secondsIn = (slow, startedAt) => {
  const at = slow.map((s) => (s.at - startedAt) / 1000).sort((a, b) => a - b);
  return `${at[0].toFixed(1)}–${at[at.length - 1].toFixed(1)}`;
};

/** The load case's section of docs/benchmarks.md. */
function loadSection(r) {
  const trial = r.connections !== LOAD_CONNECTIONS || r.duration !== LOAD_DURATION;
  const kinds = ['list', 'detail', 'search', 'submission'];
  const share = (kind) => loadMix.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.weight, 0);
  const total = loadMix.reduce((sum, c) => sum + c.weight, 0);
  const pass = (ok) => (ok ? '达到' : '**未达到**');
  const slowCounts = new Map();
  for (const s of r.slow) slowCounts.set(s.caseId, (slowCounts.get(s.caseId) ?? 0) + 1);
  const slowByCase = [...slowCounts].map(([id, n]) => `${r.cases.find((c) => c.id === id)?.name ?? id} ${n}`);
  const stalls = r.loop?.stalls ?? [];
  const longest = [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 5);
  return [
    `## Load: ${r.connections} connections for ${r.duration} s on a mix`,
    '',
    `- machine: ${machineLine}; run ${now()} UTC; load average before ${loadAverage(r.loadBefore)}, after ${loadAverage(r.loadAfter)}` +
      (trial ? `; **a shortened trial, not the issue's ${LOAD_CONNECTIONS} connections × ${LOAD_DURATION} s**` : ''),
    `- method: \`BENCH_CASES=load\`; a server of its own (\`NODE_ENV=production\`, \`PORTAL_GUARD_LIMIT=0\`, \`PORTAL_CHECK_RESPONSES=${checkResponses}\`)`,
    '  with scripts/loop-monitor.mjs preloaded (`node --import`): `monitorEventLoopDelay` (10 ms resolution), every stretch of',
    '  50 ms or more in which a 10 ms timer could not run, and GC pauses, measured inside the server. autocannon (one process,',
    `  pipelining 1, its timeout raised to 30 s so that a long wait is measured, not cut off) rotates one request list through`,
    `  the mix: ${kinds.map((k) => `${Math.round((share(k) / total) * 100)} % ${k === 'list' ? 'lists' : k === 'detail' ? 'details' : k === 'search' ? 'searches' : 'submissions'}`).join(', ')},`,
    '  spread evenly through every 100 requests. Every answer is timed (first byte of the request written to last byte of the',
    '  answer read) and counted under its case; "not 200" counts HTTP 2xx answers whose envelope code is not 200.',
    '',
    '| figure | value | target |',
    '|---|---:|---|',
    `| requests | ${r.requests.toLocaleString('en')} | |`,
    `| req/s | ${r.rps.toFixed(0)} | |`,
    `| p50 / p95 / p99 (ms) | ${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.p99)} | p99 ≤ 300 ms：${pass(r.p99 <= 300)} |`,
    `| max (ms) | ${fmt(r.max)} | |`,
    `| requests over 2 s | ${r.over2s} | none：${pass(r.over2s === 0)} |`,
    `| errors (of them timeouts) | ${r.errors} (${r.timeouts}) | none：${pass(r.errors === 0)} |`,
    `| non-2xx / 2xx not code 200 | ${r.non2xx} / ${r.notOk} | |`,
    ...(r.loop
      ? [
          `| server event-loop delay p50 / p99 / max (ms) | ${r.loop.delay.p50} / ${r.loop.delay.p99} / ${r.loop.delay.max} | |`,
          `| server stalls ≥ 50 ms (longest) | ${stalls.length} (${longest.map((s) => s.ms).join(', ') || '—'}) | |`,
          `| GC pauses: count, total, longest (ms), ≥ 50 ms | ${r.loop.gc.count}, ${r.loop.gc.totalMs}, ${r.loop.gc.maxMs}, ${r.loop.gc.over50} | |`,
        ]
      : []),
    '',
    '| case | share | answers | p50 | p95 | p99 | max | non-2xx | not 200 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.cases.map((c) => `| ${c.name} | ${Math.round((c.weight / total) * 100)} % | ${c.count.toLocaleString('en')} | ${fmt(c.p50)} | ${fmt(c.p95)} | ${fmt(c.p99)} | ${fmt(c.max)} | ${c.non2xx} | ${c.notOk} |`),
    '',
    `Requests over ${SLOW_MS / 1000} s by case: ${slowByCase.join(', ') || 'none'}` +
      (r.slow.length ? `; sent between ${secondsIn(r.slow, r.startedAt)} s into the run.` : '.'),
    '',
    ...notes('bench-notes-load.md'),
  ];
}

/** The durability case's section of docs/benchmarks.md. */
function durabilitySection(r) {
  return [
    `## Durability: kill -9 during submissions`,
    '',
    `- machine: ${machineLine}; run ${now()} UTC; load average before ${loadAverage(r.loadBefore)}, after ${loadAverage(r.loadAfter)}`,
    `- method: \`BENCH_CASES=durability\`; a copy of the load database (\`.data/bench-durability.db\`, removed afterwards);`,
    `  ${r.submitters} concurrent submitters (fetch, one request in flight each) send information corrections (correction/add), each`,
    `  form marked with its submitter and number; every ${r.intervalS} s the server gets SIGKILL and is started again on the same`,
    `  database, ${r.kills} times, then the submitters run one more ${r.intervalS} s. A submission is acknowledged when it answered HTTP 200`,
    '  with code 200; afterwards the database is opened read-only and each acknowledged tracking number looked up: found when',
    '  its row holds that very form (a lost one whose number was given again after a restart would not count).',
    '',
    '| figure | value |',
    '|---|---:|',
    `| acknowledged | ${r.acknowledged.toLocaleString('en')} |`,
    `| found | ${r.found.toLocaleString('en')}${r.found === r.acknowledged ? '' : ' **(missing: ' + r.missing.join(', ') + ')**'} |`,
    `| tracking numbers acknowledged twice | ${r.repeatedNumbers} |`,
    `| stored but not acknowledged (answer lost in the crash) | ${r.storedUnacknowledged} |`,
    `| failed requests (connection refused or dropped) / refused answers | ${r.failed} / ${r.refused} |`,
    `| acknowledged when each kill came | ${r.acknowledgedBeforeKill.join(', ')} |`,
    `| restart to listening (ms) | ${r.restartMs.join(', ')} |`,
    `| \`PRAGMA quick_check\` afterwards | ${r.integrity} |`,
    '',
    ...notes('bench-notes-durability.md'),
  ];
}

/** Replaces (or adds before the findings) the section whose heading starts with `heading`. */
/** A section of the document (its heading to the next `## `), with a blank line after; none when absent. */
function sectionOf(doc, heading) {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start === -1) return [];
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return [...lines.slice(start, next === -1 ? lines.length : next).join('\n').trimEnd().split('\n'), ''];
}

function withSection(doc, heading, section) {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  const text = section.join('\n').trimEnd().split('\n');
  if (start === -1) {
    const findings = lines.findIndex((l) => l.startsWith('## Findings'));
    const at = findings === -1 ? lines.length : findings;
    return [...lines.slice(0, at), ...text, '', ...lines.slice(at)].join('\n');
  }
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return [...lines.slice(0, start), ...text, '', ...(next === -1 ? [] : lines.slice(next))].join('\n');
}

const verdict = (r, many) => {
  const target = TARGETS[r.kind];
  if (r.kind === 'page' && target !== undefined) return many.p95 <= target ? `p95 ≤ ${target} ms（${connections} 个连接）：达到` : `p95 ≤ ${target} ms（${connections} 个连接）：**未达到**`;
  if (target === undefined) return '—';
  return r.p95 <= target ? `p95 ≤ ${target} ms：达到` : `p95 ≤ ${target} ms：**未达到**`;
};
const row = (r) => `${r.rps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors}`;
const byCase = benches.map((b) => ({ bench: b, one: results.find((r) => r.id === b.id && r.connections === 1), many: results.find((r) => r.id === b.id && r.connections === connections) }));
const lines = [
  '# Benchmarks of the reference server',
  '',
  'Written by `pnpm --filter @credit-portal/reference-server bench` (packages/reference-server/scripts/bench.mjs);',
  'run `pnpm --filter @credit-portal/reference-server build` first. It seeds a `load` database once into',
  '`.data/bench-load.db` (reused by later runs; delete it to seed again; a database of an older schema is',
  'migrated on start), starts `node dist/main.js` on port 4590 (`BENCH_PORT`) as an operator would (`NODE_ENV=production`,',
  `\`PORTAL_GUARD_LIMIT=0\`, \`PORTAL_CHECK_RESPONSES=${checkResponses}\`) and drives each case with autocannon for ${duration} s`,
  `at 1 connection and again at ${connections} connections. Latencies are per request, client side, in milliseconds.`,
  '',
  '- **1 connection** is the service time: one request at a time, no queueing. The targets are judged here.',
  `- **${connections} connections** measure throughput (req/s). The server is one Node thread, so a request there`,
  `  waits behind the others: its latency includes queueing, roughly ${connections} × the service time.`,
  '- **Load** and **Durability** have sections of their own, each with its machine line; `BENCH_CASES=load,durability`',
  '  runs and rewrites just those two.',
  '',
  'The machine was shared with other builds while this ran (load average below), so figures are noisy:',
  'rerun the script on a quiet machine for figures to compare; `BENCH_CASES=list,fts` runs some cases only',
  '(printed, not written here) and `BENCH_DURATION` sets the seconds per case.',
  '',
  '## Machine',
  '',
  `- ${os.type()} ${os.release()} (${os.arch()}), ${cpus.length} cores × ${cpus[0]?.model ?? 'unknown CPU'}`,
  `- memory ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`,
  `- run ${now()} UTC; load average before the run ${load.map((n) => n.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
  '',
  '## Data',
  '',
  `- seed size \`${meta.seed_size}\`, seed ${meta.seed}, as of ${meta.seed_as_of}` +
    (seeded ? '' : `; seeding it took ${startSeconds.toFixed(1)} s (start-up included)`),
  `- ${counts.enterprises.toLocaleString('en')} enterprises, ${counts.persons.toLocaleString('en')} persons, ` +
    `${counts.permits.toLocaleString('en')} permits + ${counts.penalties.toLocaleString('en')} penalties ` +
    `(${(counts.permits + counts.penalties).toLocaleString('en')}), ${counts.articles.toLocaleString('en')} articles`,
  `- the list jumps to any page of resource \`${permitResource.id}\` (${permitResource.n.toLocaleString('en')} permits, ${pageCount.toLocaleString('en')} pages); the deep case asks for its last 20 pages;`,
  '  the detail cycles through all articles; the two searches page through their first 5 pages; the cold search asks',
  `  ${coldWords.length.toLocaleString('en')} distinct keywords in turn (more than the search cache keeps); the credit-information search asks for the first`,
  '  six characters of ~100 real enterprise names, or ~200 real codes; each submission differs',
  '',
  '## Figures',
  '',
  `| case | 1 conn: req/s | p50 | p95 | p99 | errors | ${connections} conn: req/s | p50 | p95 | p99 | errors | target |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...byCase.map(({ bench, one, many }) => `| ${bench.name} | ${one ? row(one) : '— | — | — | — | —'} | ${many ? row(many) : '— | — | — | — | —'} | ${one ? verdict(one, many) : '—'} |`),
  '',
  'Targets: searches p95 ≤ 20 ms and lists p95 ≤ 10 ms at 1 connection; pages rendered on the server p95 ≤ 50 ms',
  `at ${connections} connections (the renderer with its embedded back end, anonymous, the page uncached; the renderer keeps only the`,
  "site's structure, menu, site links and column names, for 30 s); details and submissions have none.",
  '',
];
const LOAD_HEADING = '## Load:';
const DURABILITY_HEADING = '## Durability:';
const SOAK_HEADING = '## Soak:';
const loadTrial = loadResult && (loadResult.connections !== LOAD_CONNECTIONS || loadResult.duration !== LOAD_DURATION);
const writeSections = process.env.BENCH_WRITE !== '0' && !(loadTrial && process.env.BENCH_WRITE !== '1');
if (benches.length > 0 && onlyCases) console.log(lines.slice(lines.indexOf('## Figures')).join('\n'));
if (!onlyCases && writeSections) {
  if (loadResult) lines.push(...loadSection(loadResult));
  if (durabilityResult) lines.push(...durabilitySection(durabilityResult));
  // The renderer's soak is measured by the portal's bench (scripts/bench-soak.mjs): its section is kept.
  if (fs.existsSync(reportFile)) lines.push(...sectionOf(fs.readFileSync(reportFile, 'utf8'), SOAK_HEADING));
  const notesFile = path.join(packageDir, 'scripts', 'bench-notes.md');
  if (fs.existsSync(notesFile)) lines.push(fs.readFileSync(notesFile, 'utf8').trimEnd(), '');
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, lines.join('\n'));
  console.log(`已写入 ${path.relative(process.cwd(), reportFile)}`);
} else if (loadResult || durabilityResult) {
  const sections = [loadResult && [LOAD_HEADING, loadSection(loadResult)], durabilityResult && [DURABILITY_HEADING, durabilitySection(durabilityResult)]].filter(Boolean);
  if (writeSections && fs.existsSync(reportFile)) {
    let doc = fs.readFileSync(reportFile, 'utf8');
    for (const [heading, section] of sections) doc = withSection(doc, heading, section);
    fs.writeFileSync(reportFile, doc);
    console.log(`已写入 ${path.relative(process.cwd(), reportFile)}（${sections.map(([h]) => h.slice(3, -1)).join('、')}）`);
  } else {
    for (const [, section] of sections) console.log(section.join('\n'));
  }
}
