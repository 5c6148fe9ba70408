// `node scripts/city-check.mjs [--report FILE]`: a city other than the default, built and served, names
// no other city. The portal is built for it (PORTAL_CITY, into packages/portal-app/build-<city>/, so the
// default build is not touched), the reference back end is seeded for it, and every route of the crawl's
// tables (e2e/crawl/*.json) is fetched as a visitor's browser would first get it: the server-rendered
// HTML, plus /sitemap.xml, /robots.txt, the about, statement and accessibility pages, the nginx error
// pages (deploy/render-nginx.mjs) and every file of the build. Any of them naming the default city (its
// names from its folder, cities/<default>/) fails. A sub-site the city lacks (portal.json's `subsites`) is
// absent: its routes answer 404, and neither the sitemap nor /home links it. Plain HTTP, no browser. Needs
// the reference back end built (node scripts/build.mjs). The city: CITY_CHECK=<id>, else the first folder
// of cities/ after the default one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const citiesDir = path.join(root, 'cities');
const reportAt = process.argv.includes('--report') ? process.argv[process.argv.indexOf('--report') + 1] : null;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const defaultId = readJson(path.join(citiesDir, 'cities.json')).default;
const others = readdirSync(citiesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== defaultId).map((entry) => entry.name).sort();
const id = process.env.CITY_CHECK?.trim() || others[0];
if (!id || id === defaultId) throw new Error('cities/ 下没有默认城市以外的城市可检查');
const city = readJson(path.join(citiesDir, id, 'portal.json'));
const fallback = readJson(path.join(citiesDir, defaultId, 'portal.json'));
const fallbackSeed = readJson(path.join(citiesDir, defaultId, 'seed.json'));

/** What names the default city: its names (the full one, the short one) and its Latin name, in any case. */
const words = [fallback.name, fallback.short, fallbackSeed.pinyin];
const forbidden = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
// The check can fail: it finds the default city's portal name, and does not find the city's own.
if (!forbidden.test(fallback.portalName) || forbidden.test(city.portalName)) throw new Error(`cities/${id} 与默认城市无法区分`);
const captchaCode = 'K7P3';

/** Where each sub-site's addresses start (packages/portal-app/src/app/subsites.ts says which pages are its). */
const SUBSITE_ADDRESSES = { creditloan: '/credit-loan', eleguarantee: '/ele-guarantee', farming: '/farming', freetradearea: '/free-trade-area', shoecity: '/credit-shoes-' };
const lacking = Object.keys(SUBSITE_ADDRESSES).filter((subsite) => !city.subsites.includes(subsite));
/** Whether an address (a path, maybe with a query or an origin) is a page of a sub-site the city lacks. */
const ofLackingSubsite = (address) => lacking.some((subsite) => new URL(address, 'http://x').pathname.startsWith(SUBSITE_ADDRESSES[subsite]));

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}\n`);
}
/** Where the text names the default city, with a little context, or null. */
function offence(text) {
  const match = forbidden.exec(text);
  return match ? `“${match[0]}” in …${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}…` : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// 1. The portal's build for the city, beside the default one.
process.stdout.write(`building the portal for ${id} (packages/portal-app/build-${id})\n`);
// scripts/test.mjs puts the pinned pnpm on PATH.
const built = spawnSync('pnpm', ['--filter', '@credit-portal/portal-app', 'run', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORTAL_CITY: id },
});
check(`the portal builds for ${id}`, built.status === 0);
if (built.status !== 0) finish();
const buildDir = path.join(root, 'packages', 'portal-app', `build-${id}`);

// 2. Every file of the build (the browser's scripts, styles, logo and icons, and the server's bundle).
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}
const buildOffences = filesUnder(buildDir)
  .filter((file) => !file.endsWith('.map') && !/\.(png|jpe?g|gif|woff2?|br|gz)$/.test(file))
  .map((file) => [path.relative(buildDir, file), offence(readFileSync(file, 'utf8'))])
  .filter(([, found]) => found);
check(`no file of build-${id}/ names the default city`, buildOffences.length === 0, buildOffences.slice(0, 5).map(([file, found]) => `${file} ${found}`).join('; '));

// 3. The nginx error pages, written from the build as a deployment writes them.
const errorDir = mkdtempSync(path.join(os.tmpdir(), `credit-portal-${id}-errors-`));
const { writeErrorPages } = await import('../deploy/render-nginx.mjs');
writeErrorPages({ staticDir: path.join(buildDir, 'client'), errorPagesDir: errorDir });
for (const file of readdirSync(errorDir)) {
  const text = readFileSync(path.join(errorDir, file), 'utf8');
  check(`nginx error page ${file}`, !offence(text) && (!file.endsWith('.html') || text.includes(city.portalName)), offence(text) ?? '');
}
rmSync(errorDir, { recursive: true, force: true });

// 4. The reference back end seeded for the city, serving that build.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbDir = mkdtempSync(path.join(os.tmpdir(), `credit-portal-${id}-`));
const server = spawn(process.execPath, [path.join(root, 'packages/reference-server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORTAL_CITY: id, PORT: String(port), HOST: '127.0.0.1', PORTAL_DB: path.join(dbDir, 'portal.db'), PORTAL_CAPTCHA_CODE: captchaCode, NODE_ENV: 'test' },
});
const stopped = new Promise((resolve) => server.once('exit', resolve));
let exited = false;
server.once('exit', () => {
  exited = true;
});

async function get(address, init) {
  const answer = await fetch(new URL(address, base), { redirect: 'follow', ...init });
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
}

try {
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error('the reference back end stopped while starting');
    try {
      if ((await get('/api/cms/front/navigationbar/tree')).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 120_000) throw new Error('the reference back end did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The crawl's tables, with the city's names where they name it, and their values read from the back end.
  const areas = readdirSync(path.join(root, 'e2e/crawl'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ name: file.replace(/\.json$/, ''), ...JSON.parse(readFileSync(path.join(root, 'e2e/crawl', file), 'utf8').replaceAll('{city.name}', city.name).replaceAll('{city.short}', city.short)) }));
  const guarded = (address) => /\/(archives\/search\/getEsSearchDataPage|articleinfo\/articleSearchPage|columnclues\/add)(\?|$)/.test(address);
  async function captchaPass() {
    const created = JSON.parse((await get('/api/graphic/captcha')).text);
    await get(`/api/graphic/captcha/check?token=${created.data.token}&data=${captchaCode}`);
    return { 'X-Captcha-Pass': created.data.token };
  }
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ''));
  const values = {};
  // The values the routes of the city's pages need, and the values those are read with (those of a sub-site
  // it lacks are not read: its data is not seeded).
  const namesIn = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const sources = Object.fromEntries(areas.flatMap((area) => Object.entries(area.values ?? {})));
  const needed = new Set(areas.flatMap((area) => area.routes ?? []).filter((route) => !ofLackingSubsite(route)).flatMap(namesIn));
  for (const name of needed) for (const used of namesIn(JSON.stringify(sources[name] ?? {}))) needed.add(used);
  for (const area of areas) {
    for (const [name, source] of Object.entries(area.values ?? {})) {
      if (!needed.has(name)) continue;
      const address = fill(source.get ?? source.post, values);
      const headers = { 'content-type': 'application/json', ...(guarded(address) ? await captchaPass() : {}) };
      const answer = source.get ? await get(address, { headers }) : await get(address, { method: 'POST', headers, body: JSON.stringify(source.body) });
      let value;
      try {
        value = source.pick.split('.').reduce((node, key) => node?.[key], JSON.parse(answer.text));
      } catch {
        value = undefined;
      }
      if (value !== undefined && value !== null) values[name] = String(value);
      check(`crawl value ${area.name}.${name}`, value !== undefined && value !== null && !offence(answer.text), offence(answer.text) ?? (value === undefined ? `nothing at ${source.pick} of ${address}` : ''));
    }
  }
  const allRoutes = [...new Set(areas.flatMap((area) => area.routes ?? []))];
  const routes = allRoutes.filter((route) => !ofLackingSubsite(route)).map((route) => fill(route, values));
  // A sub-site the city lacks: each of its pages answers the 404 page (its value, never read, as 1).
  for (const route of allRoutes.filter(ofLackingSubsite)) {
    const address = route.replace(/\{\w+\}/g, '1');
    const answer = await get(address);
    const found = offence(answer.text);
    check(`${address} answers 404 (${id} has no such sub-site)`, answer.status === 404 && !found, found ?? (answer.status === 404 ? '' : `status ${answer.status}`));
  }
  const pages = [...routes, '/about-us', '/website-statement', '/accessibility-statement', '/sitemap.xml', '/robots.txt'];
  for (const address of [...new Set(pages)]) {
    const answer = await get(address);
    const found = offence(answer.text);
    check(`${address} (${answer.status})`, answer.status < 500 && !found, found ?? (answer.status >= 500 ? 'server error' : ''));
  }
  // The sitemap's own pages besides the crawl's routes: the first it lists of each path (its articles and
  // records share their page's template; all of them would be ~1,300 fetches).
  const sitemap = (await get('/sitemap.xml')).text;
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  if (lacking.length > 0) {
    const stray = listed.filter((url) => ofLackingSubsite(url.href)).map((url) => url.pathname);
    check(`the sitemap lists no page of ${lacking.join(', ')}`, listed.length > 0 && stray.length === 0, stray.slice(0, 5).join(' '));
  }
  const crawledPaths = new Set(pages.map((page) => page.split('?')[0]));
  const firstOfEach = [...new Map(listed.filter((url) => !crawledPaths.has(url.pathname)).reverse().map((url) => [url.pathname, url.pathname + url.search])).values()].reverse();
  for (const address of firstOfEach) {
    const answer = await get(address);
    const found = offence(answer.text);
    check(`${address} (sitemap, ${answer.status})`, answer.status < 500 && !found, found ?? '');
  }
  // And the page names the city it is for.
  const home = await get('/home');
  check(`/home is ${city.portalName}'s`, new RegExp(`<title>[^<]*${city.portalName}</title>`).test(home.text));
  // Its menus, header, footer and columns link no sub-site the city lacks.
  const links = [...home.text.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  if (lacking.length > 0) {
    const stray = links.filter((href) => href.startsWith('/') && ofLackingSubsite(href));
    check(`/home links no page of ${lacking.join(', ')}`, links.length > 0 && stray.length === 0, stray.slice(0, 5).join(' '));
  }
} catch (error) {
  check('the crawl ran', false, String(error?.message ?? error));
} finally {
  server.kill('SIGTERM');
  await stopped;
  rmSync(dbDir, { recursive: true, force: true });
}
finish();

function finish() {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  process.stdout.write(`${id}: ${passed} passed, ${failed} failed\n`);
  if (reportAt) writeFileSync(reportAt, JSON.stringify({ city: id, passed, failed, failures: results.filter((result) => !result.ok) }, null, 2));
  process.exit(failed === 0 ? 0 : 1);
}
