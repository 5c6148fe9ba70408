import { city, escapeRegExp } from '../city';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coveredAdvertCloseButtons } from '../tests/advertCover';
import type { Engine } from './browsers';
import { expect, test } from './fixtures';
import { judgePage } from './judge';
import { count, find, waitUntil, type Query } from './query';
import { captchaCode } from './playwright.engines.config';

// The visitor's main journeys in Firefox ESR and WebKitGTK at a desktop's size, each as a visit of its
// own (no cookies, no storage): a search through its captcha, an article, 关怀版 and the accessibility
// toolbar, the floating adverts (their 关闭 reachable wherever they drift, and closing one), the single
// sign-on to the user centre, a message sent and found again by its LY number, and a file uploaded.
// Every page on the way is judged as the crawl judges it (no console error, no uncaught exception…).

test.beforeEach(async ({ engine, request }, testInfo) => {
  await engine.freshVisit();
  await engine.setViewport(1366, 768);
  // Floating adverts drift over the page and take a click aimed beneath them, as they would a
  // visitor's: closed for the visit, but in the adverts' own test.
  if (testInfo.title.includes('adverts')) return;
  const list = (await (await request.get('/api/cms/front/notice/list?status=1')).json()) as { data?: { id: string | number }[] };
  const closed = [...(list.data ?? []).map((advert) => String(advert.id)), 'left-column'];
  await engine.goto('/robots.txt');
  await engine.evaluate((ids: string[]) => sessionStorage.setItem('credit-portal:closed-adverts', JSON.stringify(ids)), closed);
});

// Nothing went wrong on the pages the flow left behind or ends on.
test.afterEach(async ({ engine }) => {
  expect(await engine.takeErrors(), 'console errors, exceptions and failed answers').toEqual([]);
});

const button = (name: string, within?: Query): Query => ({ css: 'button', name, within });
const field = (label: string, within?: Query): Query => ({ css: 'input, textarea, select', label, within });
const text = (engine: Engine) => engine.evaluate(() => document.body.innerText);
const where = (engine: Engine) => engine.evaluate(() => `${location.pathname}${location.search}`);

/** Loads `address` and waits until the portal's script has the page and its data. */
async function open(engine: Engine, address: string) {
  await engine.goto(address);
  expect(await judgePage(engine, address), `what a visitor of ${address} meets`).toEqual([]);
}

async function waitForPath(engine: Engine, matches: (pathAndQuery: string) => boolean, message: string) {
  await waitUntil(() => where(engine), matches, message);
  await waitUntil(() => engine.evaluate(() => document.documentElement.hasAttribute('data-portal-ready') || !document.getElementById('root')), Boolean, 'the page is ready');
}

/** The single sign-on's page (the reference server's /sso/): signs in as a demo account. */
async function signOn(engine: Engine, account: string) {
  await waitForPath(engine, (at) => at.startsWith('/sso/'), 'sent to the single sign-on');
  await waitUntil(() => engine.evaluate(() => document.readyState), (state) => state === 'complete', 'the sign-on page loaded');
  await typeChecked(engine, field('用户名'), account);
  await typeChecked(engine, field('密码'), 'Xinyong@2026');
  await engine.click(await find(engine, button('登录')));
}

/** Types into the field and waits until it holds what was typed (a page still settling may take the focus). */
async function typeChecked(engine: Engine, query: Query, value: string) {
  const element = await find(engine, query);
  await engine.type(element, value);
  await waitUntil(() => engine.evaluate((input: HTMLInputElement) => input.value, element), (typed) => typed === value, `${query.label ?? query.name} holds what was typed`, 5_000);
}

test('a search asks for the captcha and finds subjects with the right code', async ({ engine }) => {
  await open(engine, '/home');
  await engine.type(await find(engine, { css: 'input', name: '搜索关键词' }), `${city.name}`);
  await engine.click(await find(engine, button('搜索')));
  const dialog: Query = { css: '[role="dialog"]', name: '安全验证' };
  await find(engine, { css: 'img', name: '验证码图片', within: dialog });
  await engine.type(await find(engine, { css: 'input', within: dialog }), captchaCode);
  await engine.click(await find(engine, button('确定', dialog)));
  await waitForPath(engine, (at) => at.startsWith('/code-publicity?keyword='), 'the results page');
  await waitUntil(() => text(engine), (body) => new RegExp(`“${escapeRegExp(city.name)}”的查询结果：共 \\d+ 条`).test(body), 'the number of results');
  expect(await judgePage(engine, '/code-publicity')).toEqual([]);
});

test('an article opens from its list with its title as the heading', async ({ engine }) => {
  await open(engine, '/credit-dynamics');
  const link = await engine.find(() => Array.from(document.querySelectorAll('main li a')).find((a) => !a.closest('nav')) ?? null);
  expect(link, 'an article in the list').not.toBeNull();
  const title = await engine.evaluate((a: HTMLElement) => a.textContent?.trim() ?? '', link);
  await engine.click(link!);
  await waitForPath(engine, (at) => at.startsWith('/content-detail?id='), 'the article');
  await waitUntil(() => engine.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? ''), (heading) => heading === title, 'the article’s heading');
  expect(await judgePage(engine, '/content-detail')).toEqual([]);
});

test('on a phone the header’s 菜单 and 搜索 open the main menu and the search band, and a menu link leads to its page', async ({ engine }) => {
  await engine.setViewport(390, 844);
  await open(engine, '/home');
  const menu: Query = { css: 'nav', name: '主导航' };
  const header: Query = { css: 'header' };
  // The query reads a button's whole text: its ▾ (hidden from screen readers) follows the name.
  const toggle = (name: string): Query => ({ css: 'button[aria-controls]', nameStarts: name, within: header });
  // Closed: the two buttons (this engine knows the scripting media feature) and neither part on show.
  const menuButton = await find(engine, toggle('菜单'));
  expect(await count(engine, menu)).toBe(0);
  expect(await count(engine, { css: 'form[role="search"]' })).toBe(0);
  await engine.click(menuButton);
  await find(engine, menu);
  expect(await engine.evaluate((element: HTMLElement) => element.getAttribute('aria-expanded'), menuButton)).toBe('true');
  await engine.click(await find(engine, toggle('搜索')));
  await find(engine, { css: 'form[role="search"]' });
  expect(await count(engine, menu)).toBe(0);
  await engine.click(await find(engine, toggle('菜单')));
  await engine.click(await find(engine, { css: 'a', name: '信用动态', within: menu }));
  await waitForPath(engine, (at) => at === '/credit-dynamics', 'the menu link’s page');
  await waitUntil(() => count(engine, menu), (shown) => shown === 0, 'the menu closed on the new page');
  expect(await judgePage(engine, '/credit-dynamics')).toEqual([]);
});

test('关怀版 makes the text 24 px and is rendered so after a reload; the toolbar enlarges the text and switches to high contrast', async ({ engine }) => {
  await open(engine, '/credit-dynamics');
  const fontSize = (selector: string) => engine.evaluate((css: string) => parseFloat(getComputedStyle(document.querySelector(css)!).fontSize), selector);
  const standard = await fontSize('main li a');
  await engine.click(await find(engine, button('切换到关怀版')));
  await find(engine, button('返回标准版'));
  expect(await fontSize('main li a')).toBeGreaterThanOrEqual(24);
  await engine.reload();
  expect(await judgePage(engine, '/credit-dynamics')).toEqual([]);
  await find(engine, button('返回标准版'));
  expect(await fontSize('main li a')).toBeGreaterThanOrEqual(24);
  await engine.click(await find(engine, button('返回标准版')));
  await waitUntil(() => fontSize('main li a'), (size) => size === standard, 'the standard text size again');

  const heading = await fontSize('main h1');
  await engine.click(await find(engine, button('无障碍浏览')));
  const toolbar: Query = { css: '[role="region"], section', name: '无障碍工具' };
  await engine.click(await find(engine, button('放大文字', toolbar)));
  await engine.click(await find(engine, button('放大文字', toolbar)));
  await waitUntil(() => fontSize('main h1'), (size) => Math.abs(size - heading * 1.5) < 1, 'the heading at 150 %');
  await engine.click(await find(engine, button('高对比度', toolbar)));
  await waitUntil(() => engine.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), (color) => color === 'rgb(0, 0, 0)', 'high contrast');
  await open(engine, '/credit-research');
  expect(await fontSize('main h1')).toBeGreaterThan(heading * 1.4);
});

test('the floating adverts’ 关闭 is never covered while they move and the page scrolls, and closes its advert for the visit', async ({ engine }) => {
  for (const [address, height] of [['/home', 768], ['/credit-dynamics', 420]] as const) {
    await engine.setViewport(1366, height);
    await open(engine, address);
    await find(engine, { css: 'button', nameStarts: '关闭广告：' });
    expect(await engine.evaluate(coveredAdvertCloseButtons, { watchMs: 2_500, sweep: true }), `on ${address} at 1366×${height}`).toEqual([]);
  }
  await engine.setViewport(1366, 768);
  const close: Query = { css: 'button', nameStarts: '关闭广告：', within: { css: 'aside', name: '浮动广告', hidden: true } };
  const before = await count(engine, close);
  expect(before).toBeGreaterThan(0);
  // A pointer's click: WebDriver refuses one that something else would take.
  await engine.click(await find(engine, close));
  await waitUntil(() => count(engine, close), (now) => now === before - 1, 'one advert fewer');
  await engine.reload();
  expect(await judgePage(engine, '/credit-dynamics')).toEqual([]);
  await waitUntil(() => count(engine, close), (now) => now === before - 1, 'still closed after a reload');
});

test('the header’s 登录 leads through the single sign-on to the user centre', async ({ engine }) => {
  await engine.goto('/user');
  await signOn(engine, 'qiye');
  await waitForPath(engine, (at) => at === '/user', 'back at the user centre');
  await waitUntil(() => engine.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? ''), (heading) => heading === '个人中心', 'the user centre');
  expect(await judgePage(engine, '/user')).toEqual([]);
  expect(await text(engine)).toContain('企业用户');
});

test('a message sent signed in gets an LY number, and 我的留言 lists it', async ({ engine }) => {
  await engine.goto('/user?tab=my-messages');
  await signOn(engine, 'geren');
  await waitForPath(engine, (at) => at === '/user?tab=my-messages', 'back at 我的留言');
  await open(engine, '/credit-leavemessageedit');
  const title = `信用修复办理进度咨询${Date.now() % 100000}`;
  await engine.type(await find(engine, field('留言标题')), title);
  await engine.select(await find(engine, field('留言类型')), '咨询');
  await engine.type(await find(engine, field('留言内容')), '本人去年的行政处罚已履行完毕，上月提交了信用修复申请，请问目前办理到哪一步了？');
  await engine.type(await find(engine, field('留言人姓名')), '陈丽华');
  await engine.type(await find(engine, field('手机号码')), '13805943456');
  await engine.click(await find(engine, { css: 'label', nameStarts: '不公开' }));
  await engine.click(await find(engine, button('提交留言')));
  const receipt: Query = { css: '[role="region"], section', name: '留言提交成功' };
  const number = await waitUntil(
    async () => ((await count(engine, receipt)) ? await engine.evaluate(() => document.querySelector('main dd')?.textContent?.trim() ?? '') : ''),
    (value) => /^LY\d{12}$/.test(value),
    'the receipt’s LY number',
  );
  await engine.click(await find(engine, { css: 'a', name: '查看我的留言', within: receipt }));
  await waitForPath(engine, (at) => at === '/user?tab=my-messages', '我的留言');
  // Its row (another engine's run may have sent one since, as the same demo person).
  await waitUntil(
    () =>
      engine.evaluate(
        (wanted: string) =>
          Array.from(
            Array.from(document.querySelectorAll('table'))
              .find((table) => (table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? '').includes('我的留言'))
              ?.querySelectorAll('tbody tr') ?? [],
          ).find((row) => row.textContent?.includes(wanted))?.textContent ?? '',
        number,
      ),
    (row) => row.includes(title) && row.includes('待受理'),
    `我的留言 lists ${number} with its title, 待受理`,
  );
});

test('a file chosen for an objection uploads and is listed as 已上传', async ({ engine }) => {
  const file = path.join(os.tmpdir(), `行政处罚履行完毕证明-${process.pid}-${engine.name}.pdf`);
  writeFileSync(file, '%PDF-1.4\n% 行政处罚履行完毕证明\n%%EOF\n');
  await engine.goto('/user');
  await signOn(engine, 'qiye');
  await waitForPath(engine, (at) => at === '/user', 'signed in');
  await open(engine, '/service-objection-representation');
  const form: Query = { css: 'form', name: '企业法人异议申诉' };
  await engine.upload(await find(engine, { css: 'input[type="file"]', hidden: true, within: form }), file);
  await waitUntil(
    () => engine.evaluate(() => Array.from(document.querySelectorAll('ul, ol')).find((list) => list.getAttribute('aria-label') === '已选文件')?.textContent ?? ''),
    (listed) => listed.includes('行政处罚履行完毕证明') && listed.includes('已上传'),
    'the file listed as 已上传',
  );
});
