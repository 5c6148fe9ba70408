import { city, escapeRegExp } from '../city';
import type { Page } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { expect, expectCurrentPage, expectNoAxeViolations, renderInBrowser, test } from './fixtures';
import { captchaPassHeader, logInOnLoginPage, tokenCookie, withFault } from './flows';
import { READ_AS_ONE } from './oneLineValues';
import { cardCells, expectCardCell } from './recordCards';
import { textLinesIn } from './textLines';

// The shell's remaining pieces: the standalone /401, /login and /pdf-output, the main
// layout's new-style state with /new-code-publicity, keep-alive, an expired login mid-session and
// the retry of a page chunk that failed to load.

const hasTokenCookie = async (page: Page) => (await tokenCookie(page)) !== undefined;

/** The /login page's form with the demo enterprise account (README: qiye). */
test.describe('the login page', () => {
  test('says what is missing next to each field, and a wrong captcha or password keeps what was typed', async ({ page }) => {
    await page.goto('/login?redirect=%2Fuser');
    await expect(page.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
    // Standalone: no portal header, menu or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    const form = page.getByRole('form', { name: '用户登录' });
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByText('请输入用户名')).toBeVisible();
    await expect(form.getByText('请输入密码')).toBeVisible();
    await expect(form.getByText('请输入验证码')).toBeVisible();
    await expect(form.getByLabel('验证码')).toHaveAttribute('maxlength', '4');
    await expect(form.getByLabel('验证码')).toHaveAttribute('placeholder', '请输入验证码');
    await expectNoAxeViolations(page);

    // A wrong code: the message next to the code, a new image, the name and password kept.
    await form.getByLabel('用户名').fill('qiye');
    await form.getByLabel('密码').fill('Xinyong@2026');
    const image = form.getByRole('img', { name: '验证码图片' });
    const firstImage = await image.getAttribute('src');
    await form.getByLabel('验证码').fill('ZZZZ');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByLabel('验证码')).toHaveAccessibleDescription(/验证码错误或已过期/);
    await expect(image).not.toHaveAttribute('src', firstImage ?? '');
    await expect(form.getByLabel('用户名')).toHaveValue('qiye');
    await expect(form.getByLabel('密码')).toHaveValue('Xinyong@2026');

    // A wrong password: the message next to the password.
    await form.getByLabel('密码').fill('wrong-password');
    await form.getByLabel('验证码').fill(captchaCode);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByLabel('密码')).toHaveAccessibleDescription(/用户名或密码错误/);
    await expect(form.getByLabel('用户名')).toHaveValue('qiye');
    expect(await hasTokenCookie(page)).toBe(false);
  });

  test('logs in with a trimmed user name and goes back to the page it was asked from', async ({ page }) => {
    await page.goto('/login?redirect=%2Fuser');
    await logInOnLoginPage(page, '  qiye  ');
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
    expect(await hasTokenCookie(page)).toBe(true);
  });

  test('never sends the visitor to another site after the login', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await logInOnLoginPage(page);
    await expect(page).toHaveURL((url) => url.pathname === '/home' && url.host.startsWith('127.0.0.1'));
  });

  test('offers the unified sign-on, which comes back to the requested page', async ({ page }) => {
    await page.goto('/login?redirect=%2Fcredit-dynamics');
    await page.getByRole('button', { name: '统一身份认证登录' }).click();
    await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
    await page.getByLabel('用户名').fill('qiye');
    await page.getByLabel('密码').fill('Xinyong@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/credit-dynamics$/);
    await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
  });
});

test('/401 says the visitor has no permission and offers the way home and to log in', async ({ page }) => {
  await page.goto('/401?redirect=%2Fuser');
  await expect(page.getByRole('heading', { level: 1, name: '401 无权访问' })).toBeVisible();
  await expect(page.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  await page.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/);
  await expectNoAxeViolations(page);
});

test.describe('the printable credit report', () => {
  test.use({ adverts: true });

  test('lays out the report of the enterprise for printing, without adverts or the portal header', async ({ page, request }) => {
    const subjects = await (await request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&pageSize=1', { headers: await captchaPassHeader(request) })).json();
    const creditCode: string = subjects.data.records[0].creditCode;
    const report = await (await request.get(`/api/cmpinternetportalfront/archives/search/getFormatCreditReportData?creditCode=${creditCode}`)).json();

    // Adverts show elsewhere (so their absence below means something).
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /^关闭广告/ }).first()).toBeVisible();

    await page.goto(`/pdf-output?creditCode=${creditCode}`);
    await expect(page.getByRole('heading', { level: 1, name: '信用报告' })).toBeVisible();
    await expect(page.getByText(`报告编号：${report.data.reportNo}`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`统一社会信用代码 ${creditCode}`) })).toBeVisible();
    for (const section of report.data.sections as { title: string; total: number }[]) {
      await expect(page.getByRole('heading', { level: 2, name: `${section.title}（共 ${section.total} 条）` })).toBeVisible();
    }
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^关闭广告/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The print button opens the browser's print; the print stylesheet leaves the toolbar out of the page.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: '打印信用报告' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '打印信用报告' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '信用报告' })).toBeVisible();
  });

  test('on a phone’s screen each record is a card: every value beside its column’s name or, read as one and too long for that line, whole under it', async ({ page, request }) => {
    const permits = await (await request.get('/api/cmpinternetportalfront/doublepublicity/getPermitList?pageNo=1&pageSize=1')).json();
    const creditCode: string = permits.data.columnShowList.records[0].creditCode;
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/pdf-output?creditCode=${creditCode}`);
    await expect(page.getByRole('heading', { level: 1, name: '信用报告' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll').toBeLessThanOrEqual(0);
    // Each cell of a record table: the name shown before it (its data-label), where its text stands.
    const cards = await cardCells(page.locator('main table:has(caption) tbody td'));
    expect(cards.length, 'record cells').toBeGreaterThan(0);
    await expect(page.locator('main table:has(caption)').getByRole('columnheader')).toHaveCount(0);
    for (const card of cards) expectCardCell(card, READ_AS_ONE.test(card.text));
    // A value read as one that fits beside its name stands there (the test above would pass were they all under).
    expect(cards.filter((card) => card.drop < 12 && READ_AS_ONE.test(card.text)).length, 'dates beside their names').toBeGreaterThan(0);
    // The facts: each name above its value, the credit code on one line.
    const code = page.getByRole('row', { name: new RegExp(`统一社会信用代码 ${creditCode}`) });
    const name = (await code.getByRole('rowheader').boundingBox())!;
    const value = (await code.getByRole('cell').boundingBox())!;
    expect(value.y, 'the code under its name').toBeGreaterThanOrEqual(name.y + name.height - 1);
    expect(await code.getByRole('cell').evaluate((cell, lines) => lines(cell), await textLinesIn(page))).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('an unknown code shows the catalogue message', async ({ page }) => {
    // A code that fails its check: the server answers 400 with the back end's reason.
    expect((await page.goto('/pdf-output?creditCode=91350300MA00000000'))?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: '信用报告' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(page.getByRole('button', { name: '打印信用报告' })).toHaveCount(0);
  });
});

test.describe('the new-style credit service page', () => {
  test('replaces the header, menu and footer, and shows what the portal holds', async ({ page, request }) => {
    await page.goto('/new-code-publicity');
    await expect(page.getByRole('heading', { level: 1, name: '信用服务' })).toBeVisible();
    // Spec §2: the logo and the fixed external-link menu instead of the header and tab menu.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(escapeRegExp(city.portalName)) })).toHaveAttribute('href', '/home');
    await expect(header.getByRole('navigation', { name: '相关链接' }).getByRole('link', { name: '信用中国' })).toBeVisible();
    await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText('承办单位：');

    // Real counts from the back end.
    const red = await (await request.get('/api/cmpinternetportalfront/redbalcklist/page?listType=1&pageSize=1')).json();
    const statistics = await (await request.get('/api/cmpinternetportalfront/doublepublicity/statisticsProvince')).json();
    await expect(page.getByRole('link', { name: `${red.data.total.toLocaleString('zh-CN')} 红名单（条）` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${statistics.data.permitTotal.toLocaleString('zh-CN')} 行政许可（条）` })).toBeVisible();
    await expect(page.getByRole('cell', { name: statistics.data.divisions[0].divisionName })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The external-link menu confirms before leaving (spec §4).
    await header.getByRole('link', { name: '信用中国' }).click();
    await expect(page.getByRole('dialog', { name: '温馨提示' })).toContainText('https://www.creditchina.gov.cn/');
  });

  test('searches every open type after the captcha; types 2 and 3 are closed', async ({ page }) => {
    await page.goto('/new-code-publicity');
    const search = page.getByRole('search', { name: '信用信息搜索' });
    const keyword = search.getByRole('searchbox', { name: '搜索关键词' });
    await search.getByRole('radio', { name: '自然人' }).check();
    await expect(keyword).toBeDisabled();
    await expect(keyword).toHaveAttribute('placeholder', '暂未开放');
    await search.getByRole('radio', { name: '信用信息' }).check();
    await keyword.fill('鞋业');
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await dialog.getByRole('textbox').fill(captchaCode);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/code-publicity\?keyword=%E9%9E%8B%E4%B8%9A$/);
    // Back in the standard state of the main layout.
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  });
});

test('a kept-alive list comes back on its page, scrolled where it was, without loading again', async ({ page }) => {
  // Three detail visits and three axe runs.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/unusual-directory');
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expectCurrentPage(pager, 2);
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(16);
  const firstName = (await rows.nth(1).getByRole('link').textContent()) ?? '';
  const target = rows.nth(14).getByRole('link');
  // Scrolled down so that the row sits 200 px below the top of the window.
  const scrolled = await target.evaluate((link) =>
    Math.min(Math.round(link.getBoundingClientRect().top + window.scrollY - 200), document.documentElement.scrollHeight - window.innerHeight - 50),
  );
  expect(scrolled).toBeGreaterThan(300);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(target).toBeInViewport();

  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/abnormal/page')) listCalls++;
  });
  const detailName = (await target.textContent()) ?? '';
  await target.click();
  await expect(page).toHaveURL(/\/unusual-directory-detail\?id=/);
  await expect(page.getByText(detailName).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back: page 2, the same rows, the same place, no request for the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(listCalls).toBe(0);

  // Again to the detail, then to the list by its link in the breadcrumb trail (a new visit, not back).
  await target.click();
  await expect(page).toHaveURL(/\/unusual-directory-detail\?id=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '经营异常名录' }).click();
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(listCalls).toBe(0);
  await expectNoAxeViolations(page);

  // To the detail again, then to the list's bare address, as a menu entry links it: the kept page,
  // its address put back to page 2.
  await target.click();
  await expect(page).toHaveURL(/\/unusual-directory-detail\?id=/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/unusual-directory');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(listCalls).toBe(0);
});

test('an expired login mid-session says so, clears the token and comes back after a new login with what was typed', async ({ page }) => {
  await page.goto('/login?redirect=%2Funusual-directory');
  await logInOnLoginPage(page);
  await expect(page).toHaveURL(/\/unusual-directory$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
  expect(await hasTokenCookie(page)).toBe(true);

  // The visitor types a keyword, then the next call answers 203 (token expired).
  await page.getByRole('searchbox', { name: '关键词' }).fill(`${city.short}鞋业`);
  await renderInBrowser(page);
  await page.route('**/api/cmpinternetportalfront/abnormal/page*', withFault('code=203'));
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();

  // The kept-alive list stays hidden meanwhile, with the same message in its error state: the visible one.
  await expect(page.getByText('登录已过期，请重新登录').filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?expired=1&redirect=%2Funusual-directory%3FpageNo%3D2$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
  await expect.poll(() => hasTokenCookie(page)).toBe(false);
  await page.unroute('**/api/cmpinternetportalfront/abnormal/page*');

  await logInOnLoginPage(page);
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: '关键词' })).toHaveValue(`${city.short}鞋业`);
});

test.describe('a page chunk that fails to load', () => {
  const chunk = /\/assets\/RecordListPage-[\w-]+\.js$/;
  const failedChunk = (text: string) => /Failed to load resource|Failed to fetch dynamically imported module|RecordListPage|Error loading route module/.test(text);

  test('on the first page: the server’s page stays readable', async ({ page, consoleErrors }) => {
    await page.goto('/home');
    await page.route(chunk, (route) => route.abort());
    // Opened as a new document (the fixture's goto would wait for the page to run, which it cannot).
    await page.evaluate(() => window.location.assign('/red-black-publicity'));
    await page.waitForURL(/\/red-black-publicity$/);
    await expect(page.getByRole('heading', { level: 1, name: '红黑名单' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    const others = consoleErrors.filter((text) => !failedChunk(text));
    consoleErrors.length = 0;
    expect(others).toEqual([]);
  });

  test('on the way to another page: the page is asked of the server instead, and shows', async ({ page, consoleErrors }) => {
    let requests = 0;
    await page.route(chunk, (route) => (requests++ === 0 ? route.abort() : route.continue()));
    await page.goto('/home');
    await page.goto('/credit-Service');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/red-black-publicity';
      link.textContent = '红黑名单';
      link.id = 'to-red-black';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('main').getByRole('link', { name: '红黑名单', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '红黑名单' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(page).toHaveURL(/\/red-black-publicity$/);
    const others = consoleErrors.filter((text) => !failedChunk(text));
    consoleErrors.length = 0;
    expect(others).toEqual([]);
  });
});


test('a kept-alive list survives a visit to a page of another layout', async ({ page }) => {
  // Two lists, the home page and an axe run: near the default limit on two busy cores.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/unusual-directory');
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expectCurrentPage(pager, 2);
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(16);
  const firstName = (await rows.nth(1).getByRole('link').textContent()) ?? '';
  const scrolled = await rows.nth(14).evaluate((row) =>
    Math.min(Math.round(row.getBoundingClientRect().top + window.scrollY - 200), document.documentElement.scrollHeight - window.innerHeight - 50),
  );
  expect(scrolled).toBeGreaterThan(300);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/abnormal/page')) listCalls++;
  });
  // To /home (the main layout, with the search bar) by the menu, then back. The click is dispatched
  // where the page is scrolled (a real click would first scroll up to the menu, and the list would
  // rightly come back at the top).
  const homeTab = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' });
  await homeTab.dispatchEvent('click');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The skip link leads into the page on screen, not into the hidden list.
  await expect(page.locator('#main-content')).toHaveCount(1);
  await expect(page.locator('#main-content')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
  expect(listCalls).toBe(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator('#main-content')).toBeVisible();

  // Again to /home, then to the list's bare address as a link gives it: page 2, where it was.
  await homeTab.dispatchEvent('click');
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/unusual-directory');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/unusual-directory\?pageNo=2$/);
  await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(listCalls).toBe(0);
  await expectNoAxeViolations(page);
});
