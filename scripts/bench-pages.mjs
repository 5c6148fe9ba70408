// The measurements of `npm run bench` beyond Lighthouse's (scripts/bench.mjs runs them on its server):
// - routeScripts: the JavaScript every route of the e2e crawl's table loads in Chromium, gzip-compressed;
// - serverRenderLoad: the server's renders of pages under autocannon, 10 connections;
// - paintUnderLoad: a page's and its script-free copy's largest contentful paint, one core kept busy.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The reference server's load generator and its database driver, from that package's dependencies (as
// scripts/bench-soak.mjs takes autocannon).
const requireReference = createRequire(path.join(root, 'packages', 'reference-server', 'package.json'));
const autocannon = requireReference('autocannon');
const Database = requireReference('better-sqlite3');

/** Percentile (nearest rank) of sorted numbers. */
export const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** The calls the back end answers only with a passed 安全验证 (its X-Captcha-Pass header), as e2e/tests/flows.ts lists them. */
const guardedByCaptcha = (address) => /\/(archives\/search\/getEsSearchDataPage|articleinfo\/articleSearchPage|columnclues\/add)(\?|$)/.test(address);

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ''));

/**
 * Every route of the crawl's table (e2e/crawl/*.json, read as e2e/tests/crawlTable.ts reads it), with the
 * real values its addresses use read from the running back end. A guarded call gets a pass written into
 * the server's database as a solved captcha's check writes it (production has no fixed captcha code).
 * Each route says which login it needs: `visitor` (the single sign-on) or `operator` (the credit-repair
 * program's own), else none.
 */
export async function crawlRoutes(origin, dbFile) {
  const folder = path.join(root, 'e2e', 'crawl');
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  const pass = () => {
    const token = randomBytes(18).toString('base64url');
    db.prepare('INSERT INTO captcha_pass (pass, bound, expires_at) VALUES (?, NULL, ?)').run(token, Date.now() + 5 * 60_000);
    return { 'X-Captcha-Pass': token };
  };
  const routes = [];
  try {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const area = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      const values = {};
      const answers = new Map();
      for (const [name, source] of Object.entries(area.values ?? {})) {
        const address = fill(source.get ?? source.post, values);
        const key = JSON.stringify([source.get ? 'get' : 'post', address, source.body ?? null]);
        if (!answers.has(key)) {
          const headers = { ...(guardedByCaptcha(address) ? pass() : {}), ...(source.post ? { 'content-type': 'application/json' } : {}) };
          const answer = await fetch(origin + address, source.get ? { headers } : { method: 'POST', headers, body: JSON.stringify(source.body) });
          answers.set(key, await answer.json());
        }
        const value = source.pick.split('.').reduce((node, k) => node?.[k], answers.get(key));
        if (value === undefined || value === null) throw new Error(`crawl value ${name} of ${file}: nothing at ${source.pick} of ${address}`);
        values[name] = String(value);
      }
      for (const route of area.routes ?? []) {
        const pathname = route.split('?')[0];
        const login = (area.loginRequired ?? []).includes(pathname) ? 'visitor' : (area.operatorLogin ?? []).includes(pathname) ? 'operator' : null;
        routes.push({ area: file.replace(/\.json$/, ''), route, url: origin + fill(route, values), login });
      }
    }
  } finally {
    db.close();
  }
  // A route listed by two areas (the user centre) is measured once.
  const seen = new Set();
  return routes.filter((r) => !seen.has(r.url + r.login) && seen.add(r.url + r.login));
}

/** gzip -9 size of every JavaScript and CSS file of the portal's browser build, by its address. */
export function builtSizes(staticDir) {
  const sizes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css)$/.test(entry.name)) sizes.set('/' + path.relative(staticDir, file).split(path.sep).join('/'), gzipSync(readFileSync(file), { level: 9 }).length);
    }
  };
  walk(staticDir);
  return sizes;
}

/**
 * The JavaScript a page loads, gzip-compressed: every script the document fetched (its resource timing
 * entries, which name cached files too, so one context serves every page) once the network is idle,
 * each counted at the gzip -9 size of its built file, the size the response bodies of a cold load give.
 */
async function scriptsOf(tab, url, sizes) {
  await tab.goto(url, { waitUntil: 'networkidle' });
  const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const files = [...new Set(loaded.map((address) => new URL(address).pathname).filter((p) => p.endsWith('.js')))];
  const unknown = files.filter((f) => !sizes.has(f));
  if (unknown.length) throw new Error(`${url}: scripts not in the build: ${unknown.join(', ')}`);
  return { jsKb: files.reduce((sum, f) => sum + sizes.get(f), 0) / 1024, scripts: files.length, landed: new URL(tab.url()).pathname };
}

/** Signs on through the single sign-on as the demo enterprise `qiye`, from the page the route sent the visitor to. */
async function signOn(tab, url) {
  await tab.goto(url);
  await tab.waitForURL((u) => u.pathname.startsWith('/sso/'));
  await tab.getByLabel('用户名').fill('qiye');
  await tab.getByLabel('密码').fill('Xinyong@2026');
  await tab.getByRole('button', { name: '登录' }).click();
  await tab.waitForURL((u) => !u.pathname.startsWith('/sso/'));
}

/**
 * Every route's JavaScript, `tabs` pages at a time in one context (a second one, signed on, for the
 * routes that need the visitor's login). Routes of the repair program's operators are measured as an
 * anonymous visitor meets them: the program's login (`landed` says where the page ended).
 */
export async function routeScripts(browser, routes, sizes, { tabs = 3, onProgress = () => {} } = {}) {
  const anonymous = await browser.newContext();
  const signedIn = await browser.newContext();
  const results = [];
  try {
    const visitorRoutes = routes.filter((r) => r.login === 'visitor');
    if (visitorRoutes.length) {
      const tab = await signedIn.newPage();
      await signOn(tab, visitorRoutes[0].url);
      await tab.close();
    }
    const queue = [...routes];
    const worker = async () => {
      const pages = new Map();
      try {
        for (let route = queue.shift(); route; route = queue.shift()) {
          const context = route.login === 'visitor' ? signedIn : anonymous;
          if (!pages.has(context)) pages.set(context, await context.newPage());
          try {
            results.push({ ...route, ...(await scriptsOf(pages.get(context), route.url, sizes)) });
          } catch (error) {
            results.push({ ...route, error: String(error?.message ?? error).split('\n')[0] });
          }
          onProgress(results.length, routes.length);
        }
      } finally {
        for (const tab of pages.values()) await tab.close();
      }
    };
    await Promise.all(Array.from({ length: tabs }, worker));
  } finally {
    await anonymous.close();
    await signedIn.close();
  }
  return results;
}

/**
 * Server renders under load: autocannon on the running server, `connections` connections for `duration`
 * seconds per page after 3 s of warming, every answer timed (first byte written to last byte read). Each
 * page is first asked once: it must come rendered by the server (200, its HTML holding a level-one heading).
 */
export async function serverRenderLoad(origin, pages, { connections = 10, duration = 10 } = {}) {
  const results = [];
  for (const page of pages) {
    const first = await fetch(origin + page.path(0));
    const html = await first.text();
    if (first.status !== 200 || !/<h1[^>]*>[^<]+<\/h1>/.test(html)) throw new Error(`${page.name}: ${first.status}, not rendered on the server`);
    // Warmed first, unrecorded (a renderer in service has compiled its code and filled its caches).
    await autocannon({ url: origin, connections, duration: Math.min(3, duration), requests: [{ setupRequest: (request) => ({ ...request, path: page.path(0) }) }] });
    let n = 0;
    const latencies = [];
    const instance = autocannon({ url: origin, connections, duration, requests: [{ setupRequest: (request) => ({ ...request, path: page.path(++n) }) }] });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;
    latencies.sort((a, b) => a - b);
    results.push({
      name: page.name,
      connections,
      duration,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return results;
}

/** Lighthouse's own mobile preset for throttling applied in the browser (its `devtools` method): slow 4G, a 4× slower CPU. */
export const MOBILE_THROTTLING = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * One cold load of `url` as a phone on slow 4G (a fresh context, Lighthouse's mobile throttling applied by
 * the browser), and its observed first contentful and largest contentful paints.
 */
async function paintOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    await tab.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // The last candidate is the largest contentful paint (a later one, after hydration, would replace it).
    return await tab.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            resolve({ lcp: last.startTime, fcp, element: last.element ? last.element.tagName.toLowerCase() + (last.element.className ? `.${String(last.element.className).split(' ')[0]}` : '') : 'gone' });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ lcp: NaN, fcp: NaN, element: 'none' }), 5000);
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * The first paint does not wait for a script: one core of the machine spun by a worker thread for the
 * whole run, `runs` cold loads of the page and of its copy without scripts, alternately (which goes first
 * alternates too, so a drift in the machine's load falls on both), each timed by the browser's own
 * PerformanceObserver. The medians are compared.
 */
export async function paintUnderLoad(browser, page, copy, runs) {
  const spinner = new Worker('for (;;) {}', { eval: true });
  const samples = { page: [], copy: [] };
  try {
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? ['page', 'copy'] : ['copy', 'page'];
      for (const which of order) samples[which].push(await paintOf(browser, which === 'page' ? page : copy));
    }
  } finally {
    await spinner.terminate();
  }
  const summary = (list) => ({ lcp: median(list.map((s) => s.lcp)), fcp: median(list.map((s) => s.fcp)), runs: list.map((s) => Math.round(s.lcp)), element: list[0]?.element });
  return { page: summary(samples.page), copy: summary(samples.copy) };
}
