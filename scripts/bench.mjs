// `npm run bench`: the portal's performance budgets, measured, not guessed. Builds the portal
// (packages/portal-app/build: build/client and the server build build/server/index.js) and serves it with
// its back end, run from source, on a free port: the reference server renders the pages through the
// portal's server build (PORTAL_SERVER_ENTRY), as packages/portal-server does. Then, in Debian's Chromium:
// - /home, a list and a detail: the JavaScript and CSS each loads (gzip) and Lighthouse's performance
//   figures (mobile, simulated throttling; the median of BENCH_RUNS runs, 5), each page against its own
//   server-rendered HTML with the scripts taken out (the page's copy without scripts);
// - every route of the e2e crawl's table (e2e/crawl/*.json, real ids read from the back end): the
//   JavaScript it loads (scripts/bench-pages.mjs);
// - the server's renders of the three pages under autocannon, 10 connections (BENCH_SSR_DURATION s each, 10);
// - the first paint with one core kept busy: /home and its copy without scripts, alternately, BENCH_RUNS each.
// Writes docs/portal-benchmarks.md and exits non-zero, naming each budget missed, when one is. Then the
// soak (scripts/bench-soak.mjs): the renderer as its systemd unit runs it, 50 connections for 10 minutes,
// its memory against the unit's MemoryMax; it writes its section of docs/benchmarks.md and exits non-zero
// when it fails. BENCH_CASES=budgets or =soak runs one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_ARGS, ensureChromium, ensurePnpm, installDependencies, log, root, run } from './lib/bootstrap.mjs';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SSR_DURATION = Number(process.env.BENCH_SSR_DURATION ?? 10);
// `budgets` (the above, Lighthouse) and `soak` (scripts/bench-soak.mjs: the renderer as its unit runs it,
// 50 connections for 10 minutes, its memory against the unit's MemoryMax); BENCH_CASES=soak runs one.
const CASES = new Set((process.env.BENCH_CASES ?? 'budgets,soak').split(',').map((c) => c.trim()));

const pnpm = ensurePnpm();
installDependencies(pnpm);

/** The soak, on the built back end, renderer and portal (built first when one is missing); its exit status. */
async function soak() {
  const built = ['packages/reference-server/dist/main.js', 'packages/portal-server/dist/main.js', 'packages/portal-app/build/client/index.html', 'packages/portal-app/build/server/index.js'];
  if (!built.every((file) => existsSync(path.join(root, file)))) {
    log('building the reference back end, the renderer and the portal for the soak');
    if (run(pnpm, BUILD_ARGS) !== 0) return 1;
  }
  const { soakCase } = await import('./bench-soak.mjs');
  return soakCase();
}
if (!CASES.has('budgets')) process.exit(CASES.has('soak') ? await soak() : 0);
const chromiumPath = ensureChromium();
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// The portal's build (the SPA page and the server build, packages/portal-app/build), measured where it is.
if (run(pnpm, ['--filter', '@credit-portal/portal-app', 'run', 'build']) !== 0) process.exit(1);
const staticDir = path.join(root, 'packages/portal-app/build/client');
const serverEntry = path.join(root, 'packages/portal-app/build/server/index.js');

const { chromium } = await import('playwright');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { builtSizes, crawlRoutes, median, MOBILE_THROTTLING, paintUnderLoad, routeScripts, serverRenderLoad } = await import('./bench-pages.mjs');

const BUDGETS = {
  // A React app's budget, react-dom included (it was 90 KB when the build shipped Preact).
  homeJsKb: 125,
  homeCssKb: 15,
  /** Every route of the crawl's table, what a visitor's first page there loads. */
  routeJsKb: 150,
  // With the pages rendered on the server: Lighthouse's best score on every page measured.
  performance: 100,
  fcpMs: 1200,
  lcpMs: 1600,
  tbtMs: 100,
  // None at all: Lighthouse's CLS figure (its numericValue) is the sum of the trace's layout shifts,
  // not rounded (only its displayed text is), so 0 means no shift.
  cls: 0,
  /** Each page's LCP at most this many times its own copy without scripts (the physical limit of the machine). */
  lcpRatio: 1.2,
  /** The server's render of a page at 10 connections, p95 in ms. */
  ssrP95Ms: 50,
  ssrConnections: 10,
  /** /home's median LCP with one core kept busy, at most this many times its copy without scripts'. */
  busyLcpRatio: 1.3,
};
// What keeps the first page within its budgets, written under the figures.
const NOTES = [
  '## What a page loads',
  '',
  "- **React Router's framework mode, rendered on the server.** The build (`react-router build`, packages/portal-app) writes the browser's files to `build/client` and the server build to `build/server/index.js`; packages/portal-server serves them (here the reference server, which renders through the same build: `PORTAL_SERVER_ENTRY`). Every page comes as HTML with its data, rendered by `entry.server.tsx` with React 19's `renderToReadableStream`, then hydrates. The server waits for the whole page (`allReady`) and renders with `progressiveChunkSize: Infinity`: every part stands in its place in the document, none is outlined behind a Suspense boundary to be moved in by a script, so the first paint needs the HTML and the stylesheet only.",
  '- **One stylesheet** (`cssCodeSplit: false`), linked by the root route (`<Links />`): a server-rendered page is styled at its first paint, and the cascade is one order on every page.',
  "- **What the HTML names for the browser.** The root route's `<Scripts />`, at the end of the body, renders the router's context with the page's data and one inline module script (each with this answer's CSP nonce) that imports the page's route modules and the client entry; and a `modulepreload` link for each module the page needs, which React 19 hoists into the head ahead of the stylesheet that `<Links />` renders there. So that the first paint does not wait for them, `entry.server.tsx` preloads the stylesheet before them (React writes preloads in the order asked) and gives the module preloads a low fetch priority: the browser asks for the stylesheet first and lets the scripts yield to it. A module script never blocks the parser or the paint; what the scripts still cost the first paint is their share of a slow connection. The copy without scripts has neither the scripts nor the preloads, so the gap between a page's LCP and its copy's is what they cost. `entry.client.tsx` hydrates the document inside `startTransition`, so React works in slices and the visitor can scroll meanwhile (TBT).",
  "- **Three kinds of chunk.** `framework`: react, react-dom, scheduler and react-router, one chunk every page needs, which changes far less often than the portal's code (a visitor's cache keeps it across releases); react-router's part is the build its package's exports name, `dist/development` (no alias to its `dist/production` build). `shell`: the portal's own modules that the root route, the client entry and the main layout import without waiting (accessibility bar, session, toasts, the header and menu), one chunk instead of ~40 small ones. Then the page's route modules, split (`v8_splitRouteModules`: a route's `clientLoader` apart from its component), and what the shell loads later by `import()` (the toolbar's panel, the adverts, the session's dialogs) in chunks of their own. The table under /home's figures lists its scripts, measured.",
  "- **Routes discovered as links appear** (`routeDiscovery: { mode: 'lazy' }`): the browser gets the manifest of the page's own routes, not of the whole table, and asks the server (`/__manifest`) for the routes of the links it meets.",
  '- **Adverts on a phone** stand still in a strip at the page\'s foot (below 768 px): they no longer float over the page, nor become its largest paint.',
  "- **Compressed static files.** The reference server sends the portal's text files brotli- or gzip-compressed (hashed assets compressed once and cached a year, `immutable`), as the compressing proxy in front of a deployed portal does. The JS and CSS columns measure the uncompressed bytes gzip-compressed (level 9), so they do not depend on the server.",
  '- **Layout stability.** The header and menu render with the page; the floating adverts are `position: fixed` and move by `transform`.',
  "- Lighthouse scales the main thread's observed work, so the scores follow the machine's load: compare runs at a similar load average and CPU index (the report's first paragraph).",
];

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverDir = path.join(root, 'packages/reference-server');
const dbFile = path.join(dir, 'bench.db');
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_DB: dbFile,
    PORTAL_STATIC_DIR: staticDir,
    PORTAL_SERVER_ENTRY: serverEntry,
    NODE_ENV: 'production',
    PORTAL_GUARD_LIMIT: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes(origin) && resolve());
  server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

const copies = [];
let routeTable = [];
let routeSeconds = 0;
let methodGaps = [];
const loadBefore = os.loadavg();
try {
  const articles = await (await fetch(`${origin}/api/cms/front/articleinfo/pageByClassificationId?classificationId=1&pageSize=50`)).json();
  const articleIds = articles.data.records.map((r) => r.id);
  const pages = [
    { name: '/home', path: () => '/home' },
    { name: 'list: /credit-dynamics', path: (i) => `/credit-dynamics${i > 0 ? `?pageNo=${1 + (i % 5)}` : ''}` },
    { name: 'detail: /content-detail', path: (i) => `/content-detail?id=${articleIds[i % articleIds.length]}` },
  ].map((page) => ({ ...page, url: origin + page.path(0) }));

  // The physical limit of each page: its own server-rendered HTML with its scripts taken out, a static
  // file with the same header, styles and content (served as the portal's files are).
  for (const [i, page] of pages.entries()) {
    const html = await (await fetch(page.url)).text();
    const file = `bench-copy-${i}.html`;
    writeFileSync(path.join(staticDir, file), html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''));
    copies.push(file);
    page.copy = { name: `${page.name.split(' ').pop()} without scripts`, url: `${origin}/${file}` };
  }

  // Bytes the browser loads for each page in a fresh context, response bodies gzip-compressed as a
  // production server would send them; /home's scripts one by one.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const scripts = [];
      const pending = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            const gz = gzipSync(body, { level: 9 }).length;
            sizes[type === 'script' ? 'js' : 'css'] += gz;
            if (type === 'script') scripts.push({ file: new URL(response.url()).pathname, kb: gz / 1024 });
          }),
        );
      });
      await tab.goto(page.url, { waitUntil: 'networkidle' });
      // Every body read, also of responses that arrived while earlier ones were being read.
      for (let counted = 0; counted < pending.length; ) {
        const upTo = pending.length;
        await Promise.all(pending.slice(counted, upTo));
        counted = upTo;
      }
      tab.removeAllListeners('response');
      Object.assign(page, { jsKb: sizes.js / 1024, cssKb: sizes.css / 1024, scripts: scripts.sort((a, b) => b.kb - a.kb) });
      await context.close();
    }

    // Every route of the crawl's table, three tabs at a time in one context.
    const routes = await crawlRoutes(origin, dbFile);
    log(`the JavaScript of ${routes.length} routes`);
    const started = performance.now();
    routeTable = await routeScripts(browser, routes, builtSizes(staticDir), {
      onProgress: (done, all) => done % 25 === 0 && log(`  ${done} of ${all} routes`),
    });
    routeTable.sort((a, b) => (b.jsKb ?? Infinity) - (a.jsKb ?? Infinity));
    routeSeconds = (performance.now() - started) / 1000;
    // The route table's way of counting (timing entries, one warm context) against the fresh context's
    // response bodies, on the three pages measured both ways: they must agree.
    methodGaps = pages.flatMap((page) => {
      const row = routeTable.find((r) => r.url === page.url);
      return row && !row.error && Math.abs(row.jsKb - page.jsKb) > 0.05 ? [`${page.name}: ${row.jsKb.toFixed(1)} KB in the route table, ${page.jsKb.toFixed(1)} KB from a cold load's responses`] : [];
    });
  } finally {
    await browser.close();
  }

  // Lighthouse, mobile with simulated throttling (its default), one Chromium per run; the run with the
  // median score stands for the page.
  const lighthouseRun = async (url) => {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const audits = result.lhr.audits;
      return {
        performance: Math.round(result.lhr.categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        transferKb: audits['total-byte-weight'].numericValue / 1024,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown',
        // Lighthouse's own measure of the CPU during the run (a fixed piece of work timed; higher is faster).
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      };
    } finally {
      await chrome.kill();
    }
  };
  for (const page of pages.flatMap((p) => [p, p.copy])) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(page.url));
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    Object.assign(page, sorted[Math.floor((sorted.length - 1) / 2)], { scores: runs.map((r) => r.performance), cpuIndexes: runs.map((r) => r.benchmarkIndex) });
    log(`${page.name}: performance ${page.scores.join(', ')}`);
  }

  // The server's renders under load, on the same server.
  log(`server rendering: ${BUDGETS.ssrConnections} connections, ${SSR_DURATION} s per page`);
  const renders = await serverRenderLoad(origin, pages, { connections: BUDGETS.ssrConnections, duration: SSR_DURATION });

  // The first paint with one core kept busy: /home and its copy without scripts, alternately.
  log(`the first paint with one core busy: /home and its copy without scripts, ${LIGHTHOUSE_RUNS} loads each`);
  const paintBrowser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
  let busy;
  try {
    busy = await paintUnderLoad(paintBrowser, pages[0].url, pages[0].copy.url, LIGHTHOUSE_RUNS);
  } finally {
    await paintBrowser.close();
  }
  busy.ratio = busy.page.lcp / busy.copy.lcp;

  const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  const misses = [];
  const home = pages[0];
  if (home.jsKb > BUDGETS.homeJsKb) misses.push(`/home JavaScript ${home.jsKb.toFixed(1)} KB > ${BUDGETS.homeJsKb} KB`);
  if (home.cssKb > BUDGETS.homeCssKb) misses.push(`/home CSS ${home.cssKb.toFixed(1)} KB > ${BUDGETS.homeCssKb} KB`);
  for (const page of pages) {
    page.lcpRatio = page.lcp / page.copy.lcp;
    if (page.performance < BUDGETS.performance) misses.push(`${page.name} performance ${page.performance} < ${BUDGETS.performance}`);
    if (page.fcp > BUDGETS.fcpMs) misses.push(`${page.name} FCP ${Math.round(page.fcp)} ms > ${BUDGETS.fcpMs} ms`);
    if (page.lcp > BUDGETS.lcpMs) misses.push(`${page.name} LCP ${Math.round(page.lcp)} ms > ${BUDGETS.lcpMs} ms`);
    if (page.tbt > BUDGETS.tbtMs) misses.push(`${page.name} TBT ${Math.round(page.tbt)} ms > ${BUDGETS.tbtMs} ms`);
    if (page.cls > BUDGETS.cls) misses.push(`${page.name} CLS ${page.cls.toFixed(4)} > ${BUDGETS.cls}`);
    if (page.lcpRatio > BUDGETS.lcpRatio) misses.push(`${page.name} LCP ${page.lcpRatio.toFixed(2)}× its copy without scripts > ${BUDGETS.lcpRatio}×`);
  }
  for (const r of renders) {
    if (r.p95 > BUDGETS.ssrP95Ms) misses.push(`server render of ${r.name}: p95 ${Math.round(r.p95)} ms > ${BUDGETS.ssrP95Ms} ms at ${r.connections} connections`);
    if (r.errors > 0) misses.push(`server render of ${r.name}: ${r.errors} failed requests`);
  }
  if (!(busy.ratio <= BUDGETS.busyLcpRatio)) misses.push(`/home LCP with one core busy ${Math.round(busy.page.lcp)} ms = ${busy.ratio.toFixed(2)}× its copy's ${Math.round(busy.copy.lcp)} ms > ${BUDGETS.busyLcpRatio}×`);
  for (const r of routeTable) {
    if (r.error) misses.push(`${r.route}: not measured (${r.error})`);
    else if (r.jsKb > BUDGETS.routeJsKb) misses.push(`${r.route} JavaScript ${r.jsKb.toFixed(1)} KB > ${BUDGETS.routeJsKb} KB`);
  }
  misses.push(...methodGaps.map((gap) => `the route table's count disagrees with a cold load's: ${gap}`));

  const loadAfter = os.loadavg();
  // Figures worth comparing come from 5 runs on a quiet machine (its 1-minute load average under 0.75 a core).
  const trial = LIGHTHOUSE_RUNS < 5 || loadBefore[0] > 0.75 * os.cpus().length;
  // A shared machine can be slow with a low load average (its host busy): Lighthouse's CPU index says how
  // fast it was during the runs, so two reports' TBT and scores are compared at a like index only.
  const cpuIndexes = pages.flatMap((p) => [...p.cpuIndexes, ...p.copy.cpuIndexes]).sort((a, b) => a - b);
  const cpuIndex = `Lighthouse's CPU index (benchmarkIndex, higher is faster) over the ${cpuIndexes.length} runs: median ${Math.round(median(cpuIndexes))}, from ${Math.round(cpuIndexes[0])} to ${Math.round(cpuIndexes.at(-1))}.`;
  const lighthouseRows = pages
    .flatMap((p) => [p, p.copy])
    .map(
      (p) =>
        `| ${p.name} | ${p.jsKb?.toFixed(1) ?? '—'} | ${p.cssKb?.toFixed(1) ?? '—'} | ${p.transferKb.toFixed(1)} | ${p.performance} (${p.scores.join(', ')}) | ${Math.round(p.fcp)} | ${Math.round(p.lcp)} | ${p.lcpRatio?.toFixed(2) ?? '—'} | ${Math.round(p.tbt)} | ${p.cls.toFixed(3)} |`,
    );
  const shown = (r) => `\`${r.route}\`` + (r.landed && r.landed !== r.route.split('?')[0] ? ` (lands on \`${r.landed}\`)` : '') + (r.login === 'visitor' ? ' (signed in)' : '');
  const report = [
    '# Portal benchmarks',
    '',
    ...(trial
      ? [`**A trial run** (${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'} per figure, load average ${loadBefore[0].toFixed(1)} before it on a shared machine): the figures show the format, not the portal's performance. Rerun \`npm run bench\` on a quiet machine.`, '']
      : []),
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after), Node ${process.version}, Debian's Chromium. The portal's production build, served by the reference server rendering through build/server (\`NODE_ENV=production\`, crawler guard off). ${cpuIndex}`,
    '',
    '## Lighthouse: /home, a list, a detail',
    '',
    `Lighthouse mobile with simulated throttling, ${LIGHTHOUSE_RUNS === 1 ? 'one run' : `median of ${LIGHTHOUSE_RUNS} runs`} (each run's score in brackets; the figures are the median run's). Each page's copy without scripts is its own server-rendered HTML with the scripts and module preloads taken out, served as a static file: the physical limit of this machine for that page. JS and CSS: the bytes a cold load fetches, gzip-compressed; transferred: everything the page loaded, as sent by the server (brotli or gzip).`,
    '',
    '| page | JS (KB) | CSS (KB) | transferred (KB) | performance | FCP (ms) | LCP (ms) | LCP ÷ copy | TBT (ms) | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows,
    '',
    `Budgets: /home at most ${BUDGETS.homeJsKb} KB of JavaScript and ${BUDGETS.homeCssKb} KB of CSS; on every page performance ${BUDGETS.performance}, FCP at most ${BUDGETS.fcpMs} ms, LCP at most ${BUDGETS.lcpMs} ms and at most ${BUDGETS.lcpRatio}× its copy's, TBT at most ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls} (Lighthouse's figure is not rounded: any shift misses it).`,
    '',
    "The largest contentful paint of each page (the median run's):",
    '',
    ...pages.flatMap((p) => [p, p.copy]).map((p) => `- ${p.name}: \`${p.lcpElement.slice(0, 160)}\``),
    '',
    `/home's scripts (${home.scripts.length}, a cold load's response bodies, gzip):`,
    '',
    '| script | KB |',
    '|---|---:|',
    ...home.scripts.map((s) => `| \`${s.file.replace(/^\/assets\//, '')}\` | ${s.kb.toFixed(1)} |`),
    '',
    `## Server rendering at ${BUDGETS.ssrConnections} connections`,
    '',
    `autocannon on the running server, ${BUDGETS.ssrConnections} connections for ${SSR_DURATION} s per page, anonymous requests (the list pages through its first 5 pages, the detail through ${articleIds.length} articles); every answer timed, first byte written to last byte read. Budget: p95 at most ${BUDGETS.ssrP95Ms} ms.`,
    '',
    '| page | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...renders.map((r) => `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} |`),
    '',
    '## The first paint with one core busy',
    '',
    `In one run, a worker thread spinning on one of the machine's ${os.cpus().length} cores throughout, ${LIGHTHOUSE_RUNS} cold load${LIGHTHOUSE_RUNS === 1 ? '' : 's'} each of /home and of its copy without scripts, alternately (which goes first alternates too), each in a fresh context of a phone (412 by 823 px) with Lighthouse's own mobile throttling applied by the browser (latency ${MOBILE_THROTTLING.latencyMs} ms, ${MOBILE_THROTTLING.downloadKbps} kbit/s down, CPU ${MOBILE_THROTTLING.cpuSlowdown}× slower), the paints read from the browser's PerformanceObserver. Observed rather than Lighthouse's simulation: the simulation estimates LCP from a graph of the page's requests and scales the observed tasks, while the question is whether, on a contended CPU, the browser really paints before the scripts have run. Budget: /home's median LCP at most ${BUDGETS.busyLcpRatio}× its copy's.`,
    '',
    '| page | FCP (ms, median) | LCP (ms, median) | LCP of each load (ms) | LCP element |',
    '|---|---:|---:|---|---|',
    `| /home | ${Math.round(busy.page.fcp)} | ${Math.round(busy.page.lcp)} | ${busy.page.runs.join(', ')} | \`${busy.page.element}\` |`,
    `| /home without scripts | ${Math.round(busy.copy.fcp)} | ${Math.round(busy.copy.lcp)} | ${busy.copy.runs.join(', ')} | \`${busy.copy.element}\` |`,
    '',
    `/home's LCP ÷ its copy's: ${busy.ratio.toFixed(2)}.`,
    '',
    "## Every route's JavaScript",
    '',
    `Every route of the e2e crawl's table (e2e/crawl/*.json), ${routeTable.length} addresses with real ids read from the back end as the crawl reads them: the JavaScript the page loads in Chromium until the network is idle, gzip-compressed (level 9), largest first. Three tabs of one context (cached scripts count: each script the document fetched, by its resource timing entry, at its built file's gzip size; on the three pages above this agrees with a cold load's response bodies); the routes that need the visitor's login in a second context signed on as the demo enterprise; the credit-repair program's pages as an anonymous visitor meets them, at the program's login. ${routeSeconds.toFixed(0)} s. Budget: at most ${BUDGETS.routeJsKb} KB on every route.`,
    '',
    '| route | JS (KB) | scripts |',
    '|---|---:|---:|',
    ...routeTable.map((r) => `| ${shown(r)} | ${r.error ? `not measured: ${r.error}` : r.jsKb.toFixed(1)} | ${r.scripts ?? '—'} |`),
    '',
    misses.length ? `## Missed\n\n${misses.map((m) => `- ${m}`).join('\n')}` : '## All budgets met',
    '',
    ...NOTES,
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'docs/portal-benchmarks.md'), report);
  log(`\n${report}`);
  if (misses.length) console.error(`\n${misses.length} budget${misses.length === 1 ? '' : 's'} missed:\n${misses.map((m) => `- ${m}`).join('\n')}`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dir, { recursive: true, force: true });
  for (const file of copies) rmSync(path.join(staticDir, file), { force: true });
}

if (CASES.has('soak')) {
  const status = await soak();
  if (status !== 0) process.exitCode = status;
}
