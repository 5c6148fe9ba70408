// `npm run bench`: the portal's performance budgets (issue 6), measured, not guessed. Builds the portal,
// serves it with its back end on a free port, and for /home, a list page and a detail page reports the
// JavaScript and CSS loaded (gzip) and Lighthouse's performance figures (mobile, simulated throttling),
// in Debian's Chromium. Writes docs/portal-benchmarks.md and exits non-zero when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureChromium, ensurePnpm, installDependencies, log, root, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
const chromiumPath = ensureChromium();
if (run(pnpm, ['--filter', '@credit-portal/reference-server', '--filter', '@credit-portal/portal-app', 'run', 'build']) !== 0) process.exit(1);

const { chromium } = await import('playwright');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const BUDGETS = {
  homeJsKb: 90,
  homeCssKb: 15,
  performance: 95,
  cls: 0.01,
};
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
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, [path.join(root, 'packages/reference-server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTAL_DB: path.join(dir, 'bench.db'), NODE_ENV: 'production', PORTAL_GUARD_LIMIT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes(origin) && resolve());
  server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

try {
  const articles = await (await fetch(`${origin}/api/cms/front/articleinfo/pageByClassificationId?classificationId=1&pageSize=1`)).json();
  const pages = [
    { name: '/home', url: `${origin}/home` },
    { name: 'list: /credit-dynamics', url: `${origin}/credit-dynamics` },
    { name: 'detail: /content-detail', url: `${origin}/content-detail?id=${articles.data.records[0].id}` },
  ];

  // Bytes the browser loads for each page, gzip-compressed as a production server would send them.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const sizes = { js: 0, css: 0 };
    const pending = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(response.body().then((body) => (sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length)));
    });
    await tab.goto(page.url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    Object.assign(page, { jsKb: sizes.js / 1024, cssKb: sizes.css / 1024 });
    await context.close();
  }
  await browser.close();

  // Lighthouse, mobile with simulated throttling (its default), one Chromium per page.
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const audits = result.lhr.audits;
      Object.assign(page, {
        performance: Math.round(result.lhr.categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }

  const misses = [];
  const home = pages[0];
  if (home.jsKb > BUDGETS.homeJsKb) misses.push(`/home JavaScript ${home.jsKb.toFixed(1)} KB > ${BUDGETS.homeJsKb} KB`);
  if (home.cssKb > BUDGETS.homeCssKb) misses.push(`/home CSS ${home.cssKb.toFixed(1)} KB > ${BUDGETS.homeCssKb} KB`);
  for (const page of pages) {
    if (page.performance < BUDGETS.performance) misses.push(`${page.name} performance ${page.performance} < ${BUDGETS.performance}`);
    if (page.cls > BUDGETS.cls) misses.push(`${page.name} CLS ${page.cls.toFixed(3)} > ${BUDGETS.cls}`);
  }

  const rows = pages.map(
    (p) => `| ${p.name} | ${p.jsKb.toFixed(1)} | ${p.cssKb.toFixed(1)} | ${p.performance} | ${Math.round(p.fcp)} | ${Math.round(p.lcp)} | ${Math.round(p.tbt)} | ${p.cls.toFixed(3)} |`,
  );
  const report = [
    '# Portal benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Debian's Chromium; Lighthouse mobile with simulated throttling; bytes gzip-compressed.`,
    '',
    '| page | JS (KB) | CSS (KB) | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Budgets: /home at most ${BUDGETS.homeJsKb} KB of JavaScript and ${BUDGETS.homeCssKb} KB of CSS; performance at least ${BUDGETS.performance} and CLS at most ${BUDGETS.cls} on every page (adverts moving).`,
    '',
    misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All budgets met.',
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'docs/portal-benchmarks.md'), report);
  log(`\n${report}`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
