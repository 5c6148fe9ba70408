import { city, escapeRegExp } from '../city';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { deployPort } from '../playwright.deploy.config';
import { expect, expectNoAxeViolations, test } from '../tests/fixtures';
import { declarationTooLongForACookie, logInOnLoginPageWithoutScript, passCaptcha, sendQuestionSigningOn, writeLongDeclarationAsLoginEnds } from '../tests/flows';
import { renderNginx, startStack, type Stack } from './stack';

// The portal as a city runs it, through Debian's nginx with deploy/'s configuration, two
// renderers and the back end, each started as its systemd unit says (stack.ts). Tests run in order:
// later ones stop and kill processes.
test.describe.configure({ mode: 'serial' });

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let stack: Stack;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startStack({ basePort: deployPort, captchaCode });
});
test.afterAll(async () => {
  await stack?.close();
});

/** The headers every answer carries, whoever made it (nginx, a renderer or the back end). */
function expectSecurityHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers();
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{8,}; includeSubDomains/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-request-id'], what).toMatch(/^[0-9a-f]{32}$/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain('frame-ancestors');
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toContain('unsafe-eval');
  // One value each: nginx never doubles what the upstream sent.
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-request-id']) {
    expect(answer.headersArray().filter((h) => h.name.toLowerCase() === name), `${what}: ${name}`).toHaveLength(1);
  }
}

test('the configuration is not written while a setting is wrong, and each wrong one is named', () => {
  const rendered = renderNginx({
    PORTAL_LISTEN: 'eighty',
    PORTAL_RENDERERS: '127.0.0.1:4174 renderer-two',
    PORTAL_BACKEND_URL: 'ftp://127.0.0.1:4173',
    PORTAL_REAL_IP_FROM: '10.0.0.0/33',
    PORTAL_TLS_CERT: '/nonexistent/fullchain.pem',
  });
  expect(rendered.status).toBe(1);
  for (const named of [
    'PORTAL_LISTEN 无效: eighty',
    'PORTAL_RENDERERS 无效: renderer-two',
    'PORTAL_BACKEND_URL 无效: ftp://127.0.0.1:4173',
    'PORTAL_REAL_IP_FROM 中的地址无效: 10.0.0.0/33',
    'PORTAL_TLS_CERT 指向的文件不存在: /nonexistent/fullchain.pem',
    'PORTAL_TLS_KEY 未设置',
  ]) {
    expect(rendered.stderr).toContain(named);
  }
  expect(rendered.written).toBe(false);
});

test('the systemd units pass systemd-analyze verify, which refuses a broken one', () => {
  const units = mkdtempSync(path.join(os.tmpdir(), 'credit-portal-units-'));
  try {
    const verify = (unit: string) => spawnSync('systemd-analyze', ['verify', `./${unit}`], { cwd: units, encoding: 'utf8', timeout: 30_000 });
    for (const unit of ['credit-portal-renderer@.service', 'credit-portal-reference-backend.service']) {
      copyFileSync(path.join(repo, 'deploy', 'systemd', unit), path.join(units, unit));
      const checked = verify(unit);
      expect(checked.stderr, unit).toBe('');
      expect(checked.status, unit).toBe(0);
    }
    // The check itself works: the back end's unit with a relative command and an unknown setting is refused.
    const broken = readFileSync(path.join(units, 'credit-portal-reference-backend.service'), 'utf8').replace(/^ExecStart=\S+/m, 'ExecStart=bin/node').replace('[Service]', '[Service]\nRestartEvery=2');
    writeFileSync(path.join(units, 'broken.service'), broken);
    const refused = verify('broken.service');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('bin/node');
  } finally {
    rmSync(units, { recursive: true, force: true });
  }
});

test('pages come from the renderers as HTML with their data; every page address reaches the portal', async ({ request }) => {
  const first = await request.get('/credit-dynamics');
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toMatch(/<h1[^>]*>信用动态<\/h1>[\s\S]*href="\/content-detail\?id=\d+"/);
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
  // History fallback: a deep address with parameters, and an unknown one (the portal's own 404 page).
  const deep = await request.get('/red-list/index?pageNo=2');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toMatch(/<h1[^>]*>红名单<\/h1>[\s\S]*<td/);
  const unknown = await request.get('/no-such-page/at/all');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toMatch(/<div id="root">[\s\S]*<h1/);
  // The micro-cache: the second visitor is served by nginx.
  expect((await request.get('/credit-dynamics')).headers()['x-cache-status']).toBe('HIT');
  // Operators' endpoints are not public; on a renderer's own port they answer.
  for (const address of ['/healthz', '/readyz', '/metrics']) expect((await request.get(address)).status(), address).toBe(404);
  const renderer = `http://127.0.0.1:${stack.rendererPorts[0]}`;
  expect(await (await request.get(`${renderer}/readyz`)).json()).toEqual({ status: 'ready' });
  expect(await (await request.get(`${renderer}/metrics`)).text()).toMatch(/^portal_render_duration_seconds_count\{route="\/credit-dynamics"\} [1-9]/m);

  // One request id in nginx's answer, its access log and the renderer's log line.
  const traced = await request.get('/red-list/index?pageNo=3');
  const id = traced.headers()['x-request-id'];
  await expect.poll(() => stack.accessLog().some((line) => line.requestId === id && line.path === '/red-list/index')).toBe(true);
  // The renderer logs a request once its answer has gone: a moment after the client has it.
  const logged = () =>
    `${stack.output('renderer0')}${stack.output('renderer1')}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.requestId === id);
  await expect.poll(logged).toMatchObject({ msg: 'request', path: '/red-list/index', status: 200, render: 'server', remote: '127.0.0.1' });
});

/** What nginx answers for `address` asked with this Host header (fetch always sends the address's own). */
function askForHost(host: string, address: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = http.get({ host: '127.0.0.1', port: new URL(stack.url).port, path: address, headers: { Host: host }, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    asked.on('error', reject);
  });
}

test('one public origin: every page names the site’s address once, and another Host gets no page', async ({ request }) => {
  // Another name for the same address: nginx closes the connection without a word.
  await expect(askForHost('evil.example', '/home')).rejects.toThrow(/socket hang up|ECONNRESET/);
  await expect(askForHost('evil.example', '/sitemap.xml')).rejects.toThrow(/socket hang up|ECONNRESET/);
  // The site's name, with or without the port, is the site.
  expect((await askForHost('127.0.0.1', '/credit-dynamics')).status).toBe(200);

  // Another case or a trailing slash is sent to the table's own address, the query kept.
  for (const [address, own] of [['/HOME', '/home'], ['/home/', '/home'], ['/Credit-Dynamics?pageNo=2', '/credit-dynamics?pageNo=2'], ['/credit-service', '/credit-Service']]) {
    const moved = await request.get(address!, { maxRedirects: 0 });
    expect([address, moved.status(), moved.headers().location]).toEqual([address, 301, own]);
  }
  // The canonical address keeps the page's own parameters (the list's page), not a campaign tag.
  const listed = await (await request.get('/credit-dynamics?utm_source=weixin&pageNo=2&from=timeline')).text();
  expect(listed).toContain(`<link rel="canonical" href="${stack.url}/credit-dynamics?pageNo=2" />`);
  const article = /href="\/content-detail\?id=(\d+)"/.exec(listed)?.[1];
  const detail = await (await request.get(`/content-detail?id=${article}&share=1`)).text();
  expect(detail).toContain(`<link rel="canonical" href="${stack.url}/content-detail?id=${article}" />`);
  expect(await (await request.get('/home?x=1')).text()).toContain(`<link rel="canonical" href="${stack.url}/home" />`);

  // robots.txt names the public address (PORTAL_PUBLIC_ORIGIN), not the renderer's own. (The sitemap's
  // hundreds of back-end calls are left to the renderer's unit tests: here they would spend the guard's
  // allowance of this client's address.)
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${stack.url}/sitemap.xml`);
});

test('HTML, assets and API answers carry the security headers, compressed and cached as they should be', async ({ request }) => {
  const page = await request.get('/home', { headers: { 'Accept-Encoding': 'br' } });
  expectSecurityHeaders(page, 'the home page');
  const headers = page.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  const html = await page.text();
  // React and React Router's chunk: large enough for nginx to compress.
  const asset = /<link rel="modulepreload"[^>]* href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();

  const script = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expectSecurityHeaders(script, 'a hashed asset');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['content-type']).toMatch(/javascript/);

  const api = await request.get('/api/cms/front/navigationbar/tree', { headers: { 'Accept-Encoding': 'gzip' } });
  expectSecurityHeaders(api, 'an API answer');
  expect(api.headers()['x-cache-status']).toBeUndefined();
  expect((await api.json()) as { code: number }).toMatchObject({ code: 200 });

  // A visitor with the login cookie is never served from, nor stored in, the page cache.
  const personal = await request.get('/credit-dynamics', { headers: { Cookie: 'credit-portal-token=abc' } });
  expect(personal.headers()['x-cache-status']).toBe('BYPASS');
  expect(personal.headers()['cache-control']).not.toContain('public');
  // Nor is a repair-program operator (their own cookie, their own pages).
  const operator = await request.get('/credit-dynamics', { headers: { Cookie: 'repair-program-token=abc' } });
  expect(operator.headers()['x-cache-status']).toBe('BYPASS');
  expect(operator.headers()['cache-control']).not.toContain('public');

  // An upload over the back end's 10 MB never reaches it either; one within the limit does (and, without a
  // login, the back end answers it with the catalogue's 401).
  const upload = (bytes: number) =>
    request.post('/api/filestorage/file/uploadFile', {
      multipart: { file: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 0x25) } },
    });
  const hugeUpload = await upload(12 * 1024 * 1024);
  expect(hugeUpload.status()).toBe(413);
  expect(await hugeUpload.json()).toMatchObject({ code: 202, errors: { file: '文件大小不能超过10MB' } });
  const smallUpload = await upload(2 * 1024 * 1024);
  expect(smallUpload.status()).toBe(200);
  expect(await smallUpload.json()).toMatchObject({ code: 401 });

  // Bodies over the JSON limit never reach the back end.
  const tooLarge = await request.post('/api/cmpinternetportalfront/leavemessage/leavemessage/add', {
    data: 'x'.repeat(200 * 1024),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: 202 });
});

test('a visitor searches with the captcha, logs in and sends a form, all through nginx', async ({ page }) => {
  test.slow();
  await page.goto('/home');
  await page.getByRole('searchbox', { name: '搜索关键词' }).fill(`${city.name}`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await passCaptcha(page);
  await expect(page).toHaveURL(/\/code-publicity\?keyword=/);
  await expect(page.getByText(new RegExp(`“${escapeRegExp(city.name)}”的查询结果：共 \\d+ 条`))).toBeVisible();

  await page.goto('/credit-leavemessageedit');
  await page.getByLabel('留言标题').fill('经由 nginx 提交的留言');
  await sendQuestionSigningOn(page, '请问企业信用修复申请提交后一般需要多少个工作日办结？');
  await expect(page.getByLabel('留言标题')).toHaveValue('经由 nginx 提交的留言');
  await page.getByRole('button', { name: '提交留言' }).click();
  const receipt = page.getByRole('region', { name: '留言提交成功', exact: true });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('definition').first()).toHaveText(/^LY\d{12}$/);
});

test('a declaration too long for a cookie, sent without script after its login ended, waits in the shared folder and comes back from the other renderer', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ baseURL: stack.url, javaScriptEnabled: false, locale: 'zh-CN' });
  const page = await context.newPage();
  const kept = path.join(stack.dir, 'unsent-forms');
  const keptFiles = () => readdirSync(kept).filter((name) => !name.startsWith('.'));
  // The renderers stopped here are started again whatever happens, for the tests after this one.
  const down = new Set<number>();
  const stopRenderer = async (index: number) => {
    down.add(index);
    await stack.stopRenderer(index);
  };
  const startRenderer = async (index: number) => {
    await stack.startRenderer(index);
    await stack.waitUntilServed(index);
    down.delete(index);
  };
  try {
    await writeLongDeclarationAsLoginEnds(page, '经由 nginx 保留的自主声明');
    const form = () => page.getByRole('form', { name: '自主声明' });
    const content = declarationTooLongForACookie;

    // The first renderer alone takes the form, and keeps it in the folder both share…
    await stopRenderer(1);
    await form().getByRole('button', { name: '提交声明' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('unsent') === '1');
    expect((await context.cookies()).find((entry) => entry.name === 'credit-portal-unsent')?.value).toMatch(/^h\.[\w.-]{39}$/);
    expect(keptFiles()).toHaveLength(1);

    // …and the second alone gives it back once the visitor has logged in again.
    await startRenderer(1);
    await stopRenderer(0);
    await logInOnLoginPageWithoutScript(page, 'qiye');
    await expect(page).toHaveURL((url) => url.pathname === '/self-declaration1');
    await expect(form().getByLabel(/声明内容/)).toHaveValue(content);
    await expect(form().getByLabel(/声明标题/)).toHaveValue('经由 nginx 保留的自主声明');
    await expect(form()).toContainText('表单尚未提交。您填写的内容已保留');
    expect(keptFiles()).toEqual([]);
    await form().getByRole('button', { name: '提交声明' }).click();
    await expect(page.getByRole('region', { name: '自主声明已提交成功', exact: true }).getByText(/^SM\d{12}$/)).toBeVisible();
  } finally {
    await context.close();
    for (const index of [...down]) await startRenderer(index);
  }
});

test('with every renderer stopped, cached pages are still served and the others get the friendly page', async ({ page, request, consoleErrors }) => {
  await request.get('/credit-dynamics');
  expect((await request.get('/credit-dynamics')).headers()['x-cache-status']).toBe('HIT');
  await Promise.all([stack.stopRenderer(0), stack.stopRenderer(1)]);
  try {
    const cached = await request.get('/credit-dynamics');
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toMatch(/<h1[^>]*>信用动态<\/h1>/);

    const never = await request.get('/double-publicity-catalog?never=cached');
    expect(never.status()).toBe(502);
    expectSecurityHeaders(never, 'the friendly page');
    await page.goto('/double-publicity-catalog?never=cached');
    await expect(page.getByRole('heading', { level: 1, name: '服务暂时不可用' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`服务暂时不可用 - ${escapeRegExp(city.portalName)}`));
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The browser logs the 502 of the page itself; that is the point of this test.
    expect(consoleErrors.every((error) => error.includes('502 (Bad Gateway)'))).toBe(true);
    consoleErrors.length = 0;
  } finally {
    await Promise.all([stack.startRenderer(0), stack.startRenderer(1)]);
    await stack.waitUntilServed(0);
    await stack.waitUntilServed(1);
  }
});

test('with the back end stopped, API calls answer the catalogue and pages say so in the portal', async ({ page, request, consoleErrors }) => {
  await stack.stopBackend();
  try {
    const api = await request.get('/api/cms/front/navigationbar/tree');
    expect(api.status()).toBe(502);
    expect(await api.json()).toEqual({ code: 500, msg: '服务暂时不可用，请稍后再试' });
    expectSecurityHeaders(api, 'the back end unavailable');

    // The sign-on's pages come from the back end: the friendly page instead.
    const signOn = await request.get('/sso/login?redirect=%2Fuser');
    expect(signOn.status()).toBe(502);
    expect(await signOn.text()).toMatch(/<h1>服务暂时不可用<\/h1>/);

    await page.goto('/red-list/index?pageNo=4');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/服务暂时不可用，请稍后再试|系统错误/).first()).toBeVisible();
    // The browser logs the failed calls itself; that is the point of this test.
    consoleErrors.length = 0;
  } finally {
    await stack.startBackend();
    await stack.waitUntilServed();
  }
});

/** What a visitor at `from` (a loopback address of its own, which nginx takes as `$remote_addr`) gets for `address`. */
function visitFrom(from: string, address: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = http.get({ host: '127.0.0.1', port: new URL(stack.url).port, path: address, localAddress: from, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
      answer.on('error', reject);
    });
    asked.on('error', reject);
  });
}

/** The home page's four news columns, each with the rows it shows (links to their articles). */
const HOME_COLUMNS = ['信用动态', '通知公告', '政策法规', '公示公告'];
function homeColumnRows(html: string): Record<string, number> {
  return Object.fromEntries(
    HOME_COLUMNS.map((name) => {
      const start = html.search(new RegExp(`<h2[^>]*>${name}</h2>`));
      const column = start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
      return [name, column.match(/<li[^>]*>[\s\S]*?href="\/content-detail\?id=\d+"/g)?.length ?? 0];
    }),
  );
}

test('a page rendered for a visitor the crawler guard locked is never kept: every other visitor gets the whole home page', async () => {
  test.setTimeout(240_000);
  const locked = '127.0.0.2';
  const others = ['127.0.0.3', '127.0.0.4', '127.0.0.5'];
  // Both renderers know the site's menu (their own copy, kept minutes), so a locked visitor's page renders.
  for (let n = 0; n < 4; n += 1) expect((await visitFrom(others[0]!, `/home?warm=${Date.now()}-${n}`)).status).toBe(200);

  // The guard locks the visitor: over 300 API calls within its minute, as nginx forwards them for that address.
  const calls = await Promise.all(
    Array.from({ length: 310 }, () =>
      fetch(`http://127.0.0.1:${stack.backendPort}/api/cms/front/navigationbar/tree`, { headers: { 'X-Forwarded-For': locked } }).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      }),
    ),
  );
  expect(calls.filter((status) => status === 509).length).toBeGreaterThan(0);
  expect((await visitFrom(locked, '/api/cms/front/navigationbar/tree')).status).toBe(509);

  // A page nobody has asked for: rendered for the locked visitor with its columns failed, and not kept.
  const fresh = `/home?first=${Date.now()}`;
  const lockedPage = await visitFrom(locked, fresh);
  expect(lockedPage.status).toBe(200);
  expect(lockedPage.body).toContain('加载失败');
  expect(lockedPage.headers['cache-control']).toBe('no-store');
  const afterLocked = await visitFrom(others[0]!, fresh);
  expect(afterLocked.headers['x-cache-status']).toBe('MISS');
  expect(afterLocked.body).not.toContain('加载失败');

  // /home as nginx keeps it: the locked visitor keeps asking until the kept copy is older than its
  // minute, so nginx serves it stale and renews it in the background with a render for that visitor.
  expect((await visitFrom(others[0]!, '/home')).status).toBe(200);
  const renewals: string[] = [];
  for (const until = Date.now() + 100_000; Date.now() < until && renewals.length < 4; ) {
    const answer = await visitFrom(locked, '/home');
    expect(answer.status).toBe(200);
    const cache = String(answer.headers['x-cache-status']);
    if (cache === 'STALE' || cache === 'UPDATING') renewals.push(cache);
    await new Promise((resolve) => setTimeout(resolve, renewals.length > 0 ? 500 : 2000));
  }
  expect(renewals.length, 'nginx served /home stale to the locked visitor').toBeGreaterThan(0);
  // The renewal was rendered for the locked visitor (its render's calls met the guard's 509).
  const renderedFor = (remote: string) =>
    `${stack.output('renderer0')}${stack.output('renderer1')}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .some((line) => line.msg === 'request' && line.path === '/home' && line.remote === remote && line.render === 'server');
  await expect.poll(() => renderedFor(locked)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  for (const visitor of others) {
    const home = await visitFrom(visitor, '/home');
    expect(home.status, visitor).toBe(200);
    expect(home.body, visitor).not.toContain('加载失败');
    expect(home.body, visitor).not.toContain('请完成安全验证');
    const rows = homeColumnRows(home.body);
    for (const name of HOME_COLUMNS) expect(rows[name], `${visitor}: ${name}`).toBeGreaterThan(0);
  }
});

/** Loads `count` distinct pages (no cache hit), `concurrency` at a time; `during` runs once `after` have started. */
async function burst(request: APIRequestContext, count: number, after: number, during: () => Promise<void>) {
  const statuses: number[] = [];
  let next = 0;
  let fired: Promise<void> | undefined;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      if (n === after) fired = during();
      const answer = await request.get(`/credit-dynamics?pageNo=${(n % 5) + 1}&burst=${Date.now()}-${n}`);
      statuses.push(answer.status());
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await fired;
  return statuses;
}

test('no page load is lost when one renderer is killed, or stopped, during a burst', async ({ request }) => {
  test.slow();
  const killed = await burst(request, 120, 30, () => stack.stopRenderer(0, 'SIGKILL'));
  // On failure, what the renderers last said (a crash, a refusal) is in the message.
  const lastWords = () => [0, 1].map((index) => stack.output(`renderer${index}`).split('\n').filter((line) => !line.includes('"msg":"request"')).slice(-6).join('\n')).join('\n---\n');
  expect(killed.filter((status) => status !== 200), lastWords()).toEqual([]);
  expect(killed).toHaveLength(120);
  await stack.startRenderer(0);
  await stack.waitUntilServed(0);

  // SIGTERM, as systemd stops a unit: requests in flight finish, new ones go to the other renderer.
  const stopped = await burst(request, 120, 30, () => stack.stopRenderer(1, 'SIGTERM'));
  expect(stopped.filter((status) => status !== 200), lastWords()).toEqual([]);
  await stack.startRenderer(1);
  await stack.waitUntilServed(1);

  // nginx logged every one of them, with its request id.
  const lines = stack.accessLog().filter((line) => String(line.path) === '/credit-dynamics');
  expect(lines.length).toBeGreaterThanOrEqual(240);
  for (const line of lines) expect(line.requestId).toMatch(/^[0-9a-f]{32}$/);
});

// Last: it spends the edge's allowance for this client (refilled at 5 a second).
test('the edge refuses a client over the guard’s rate, whatever X-Forwarded-For it claims, but never the verification', async ({ request }) => {
  const spoofed = { 'X-Forwarded-For': '203.0.113.9' };
  const traced = await request.get(`/credit-dynamics?spoof=${Date.now()}`, { headers: spoofed });
  const id = traced.headers()['x-request-id'];
  // The renderer hears of the socket's address from nginx, not of the client's claim.
  await expect
    .poll(() =>
      `${stack.output('renderer0')}${stack.output('renderer1')}`
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.requestId === id)?.remote,
    )
    .toBe('127.0.0.1');

  // All at once (Node's fetch: no pool limiting how many are in flight), so the allowance cannot refill meanwhile.
  const burstOf = (count: number, address: (n: number) => string) =>
    Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const answer = await fetch(`${stack.url}${address(n)}`, { headers: spoofed });
        return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.text() };
      }),
    );
  // 420 page loads of a cached page, then 40 API calls, all started at once: well over the allowance.
  const all = await burstOf(460, (n) => (n < 420 ? '/credit-dynamics' : '/api/cms/front/navigationbar/tree'));
  const answers = all.slice(0, 420);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length).toBeGreaterThan(60);
  expect(answers.filter((answer) => ![200, 429].includes(answer.status))).toEqual([]);
  expect(refused[0]!.body).toMatch(/<h1>访问过于频繁<\/h1>/);
  expect(refused[0]!.retryAfter).toBe('60');
  // API calls get the catalogue's envelope instead.
  const calls = all.slice(420);
  const limited = calls.filter((answer) => answer.status === 429);
  expect(limited.length, calls.map((answer) => answer.status).join(' ')).toBeGreaterThan(20);
  expect(JSON.parse(limited[0]!.body)).toEqual({ code: 500, msg: '访问过于频繁，请稍后再试' });
  // The crawler guard's verification stays open, so a blocked visitor can pass it.
  expect((await request.get('/api/kk-anti-reptile/verify')).status()).not.toBe(429);
});
