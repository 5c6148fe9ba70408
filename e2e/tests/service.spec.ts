import { city } from '../city';
import type { Locator, Page } from '@playwright/test';
import { expect, expectCurrentPage, expectEveryText, expectNoAxeViolations, renderInBrowser, test } from './fixtures';
import { captchaPassHeader, logInOnLoginPage, passCaptcha, signOn, withFault } from './flows';

// 信用服务 (routes/service.ts, pages/service): the hub, the enterprise query (kept alive), credit
// declarations, contract details, personal credit and self-declarations, through the simulated single
// sign-on with the demo accounts (reference-server README: qiye enterprise, geren person).

/** Logs in from the page's own 登录 button and comes back to the same page. */
async function logInFrom(page: Page, scope: Locator, username: string) {
  const path = new URL(page.url()).pathname;
  await scope.getByRole('link', { name: '登录' }).click();
  await signOn(page, username);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
}

/** yyyy-MM-dd of a day `days` from today in China Standard Time. */
const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('the 信用服务 tab opens the hub, whose cards lead to each service', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '信用服务' }).click();
  await expect(page).toHaveURL(/\/credit-Service$/);
  await expect(page.getByRole('heading', { level: 1, name: '信用服务' })).toBeVisible();
  for (const name of ['信用申报', '自主声明', '异议申诉', '信用投诉', '办件查询', '企业信用查询', '个人信用', '合同履约']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: /^企业信用查询/ }).click();
  await expect(page).toHaveURL(/\/enterprise-query$/);
  await expect(page.getByRole('heading', { level: 1, name: '企业信用查询' })).toBeVisible();
});

test.describe('enterprise query', () => {
  test('a malformed code is named beside the field and nothing is asked', async ({ page }) => {
    await page.goto('/enterprise-query');
    const search = page.getByRole('search', { name: '企业信用查询' });
    await search.getByRole('radio', { name: '统一社会信用代码' }).check();
    await search.getByLabel(/查询内容/).fill('91350300MA2Y0X123');
    await search.getByRole('button', { name: '查询' }).click();
    await expect(search.getByLabel(/查询内容/)).toHaveAccessibleDescription(/请输入正确的18位统一社会信用代码/);
    await expect(page).toHaveURL(/\/enterprise-query$/);
    await expectNoAxeViolations(page);
  });

  test('results come in pages, and the kept page comes back with its page, what was typed and its scroll, without loading again', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/enterprise-query');
    const search = page.getByRole('search', { name: '企业信用查询' });
    await search.getByLabel(/查询内容/).fill('有限公司');
    await search.getByRole('button', { name: '查询' }).click();
    await passCaptcha(page);
    await expect(page).toHaveURL(/keyword=%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8/);
    const main = page.getByRole('main');
    await expect(main.getByText(/“有限公司”的查询结果：共 \d+ 家企业/)).toBeVisible();
    await main.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expectCurrentPage(main.getByRole('navigation', { name: '分页' }), 2);
    const rows = main.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(16);
    await expectNoAxeViolations(page);

    // Typed but not sent: only a kept page still has it on return.
    await search.getByLabel(/查询内容/).fill('鞋业');
    const firstName = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    const target = rows.nth(14).getByRole('link');
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(100);

    let searches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/getEsSearchDataPage')) searches++;
    });
    await target.click();
    await expect(page).toHaveURL(/\/enterprise-detail\?creditCode=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/enterprise-query\?.*pageNo=2/);
    await expect(rows.nth(1).getByRole('link')).toHaveText(firstName);
    await expect(search.getByLabel(/查询内容/)).toHaveValue('鞋业');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    expect(searches).toBe(0);
  });
});

test.describe('self-declarations', () => {
  test('an anonymous visitor reads the guide and is asked to log in before declaring', async ({ page }) => {
    await page.goto('/self-declaration');
    await expect(page.getByRole('heading', { level: 2, name: '什么是自主声明' })).toBeVisible();
    await expect(page.getByRole('region', { name: '我的自主声明', exact: true })).toContainText('请先登录后查看本企业的自主声明和审核进度');
    await page.getByRole('main').getByRole('link', { name: /^我要声明/ }).click();
    await expect(page).toHaveURL(/\/self-declaration1$/);
    await expect(page.getByRole('main')).toContainText('请先登录后发布自主声明');
    await expect(page.getByRole('form', { name: '自主声明' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a person account is told that only enterprises declare', async ({ page }) => {
    await page.goto('/self-declaration1');
    await logInFrom(page, page.getByRole('main'), 'geren');
    await expect(page.getByRole('alert').filter({ hasText: '本事项仅限企业用户登录后办理' })).toBeVisible();
    await expect(page.getByRole('form', { name: '自主声明' })).toHaveCount(0);
  });

  test('an enterprise declares: wrong fields are named beside them and kept, then the SM number shows and the declaration is listed as its own', async ({ page }) => {
    test.slow();
    await page.goto('/self-declaration1');
    await logInFrom(page, page.getByRole('main'), 'qiye');
    const form = page.getByRole('form', { name: '自主声明' });
    // The enterprise comes from the account; the phone is prefilled with the account's.
    await expect(form.getByText(`${city.name}`)).toBeVisible();
    await expect(form.getByLabel(/联系电话/)).not.toHaveValue('');

    await form.getByLabel(/声明标题/).fill('关于安全生产的自主声明');
    await form.getByLabel(/声明范围/).selectOption('安全生产');
    await form.getByLabel(/声明内容/).fill('本企业严格遵守安全生产法。');
    await form.getByLabel(/有效期止/).fill(day(-1));
    await form.getByLabel(/联系人/).fill('林建国');
    await form.getByRole('button', { name: '提交声明' }).click();
    await expect(form.getByLabel(/声明内容/)).toHaveAccessibleDescription(/声明内容至少20个字/);
    await expect(form.getByLabel(/有效期止/)).toHaveAccessibleDescription(/有效期止不能早于有效期起/);
    await expect(form.getByLabel(/声明标题/)).toHaveValue('关于安全生产的自主声明');
    await expectNoAxeViolations(page);

    // A reload keeps the draft (shell/draft.ts).
    await page.reload();
    await expect(form.getByLabel(/声明标题/)).toHaveValue('关于安全生产的自主声明');
    await expect(form.getByLabel(/联系人/)).toHaveValue('林建国');

    await form.getByLabel(/声明内容/).fill('本企业郑重声明：严格遵守安全生产法律法规，落实安全生产主体责任，定期开展隐患排查，自觉接受社会监督。');
    await form.getByLabel(/有效期止/).fill(day(365));
    await form.getByRole('button', { name: '提交声明' }).click();

    const receipt = page.getByRole('region', { name: '自主声明已提交成功', exact: true });
    await expect(receipt).toBeVisible();
    const trackingNo = (await receipt.getByText(/^SM\d{12}$/).textContent()) ?? '';
    expect(trackingNo).toMatch(/^SM\d{12}$/);
    await expect(receipt).toContainText('待受理');
    await expectNoAxeViolations(page);

    await receipt.getByRole('link', { name: '自主声明', exact: true }).click();
    await expect(page).toHaveURL(/\/self-declaration$/);
    const mine = page.getByRole('region', { name: '我的自主声明', exact: true });
    await expect(mine.getByRole('row', { name: new RegExp(`^${trackingNo} 关于安全生产的自主声明`) })).toBeVisible();
    await mine.getByLabel('办理状态').selectOption('已办结');
    await expect(page).toHaveURL(/myStatus=/);
    await expect(mine.getByRole('row', { name: new RegExp(`^${trackingNo}`) })).toHaveCount(0);
    for (const status of await mine.locator('tbody tr td:nth-child(4)').allTextContents()) expect(status).toBe('已办结');
    await expectNoAxeViolations(page);
  });

  test('what was typed survives a dropped connection and an expired login', async ({ page, consoleErrors }) => {
    test.slow();
    const ADD = '**/api/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/add';
    await page.goto('/self-declaration1');
    await logInFrom(page, page.getByRole('main'), 'qiye');
    const form = page.getByRole('form', { name: '自主声明' });
    await form.getByLabel(/声明标题/).fill('关于环境保护的自主声明');
    await form.getByLabel(/声明范围/).selectOption('环境保护');
    await form.getByLabel(/声明内容/).fill('本企业郑重声明：依法取得排污许可，污染物达标排放，自觉接受生态环境部门和社会监督。');
    await form.getByLabel(/联系人/).fill('陈丽华');

    // The connection drops: the form says so and keeps everything.
    await renderInBrowser(page);
    await page.route(ADD, withFault('drop'));
    await form.getByRole('button', { name: '提交声明' }).click();
    await expect(form.getByText('网络异常，请稍后重试')).toBeVisible();
    await expect(form.getByLabel(/声明内容/)).toHaveValue(/依法取得排污许可/);
    await page.unroute(ADD);

    // The login has expired: after a new login the form comes back as it was.
    await renderInBrowser(page);
    await page.route(ADD, withFault('code=203'));
    await form.getByRole('button', { name: '提交声明' }).click();
    await expect(page).toHaveURL(/\/login\?expired=1&redirect=%2Fself-declaration1$/);
    await page.unroute(ADD);
    await logInOnLoginPage(page, 'qiye');
    await expect(page).toHaveURL(/\/self-declaration1$/);
    await expect(form.getByLabel(/声明标题/)).toHaveValue('关于环境保护的自主声明');
    await expect(form.getByLabel(/声明范围/)).toHaveValue('环境保护');
    await expect(form.getByLabel(/声明内容/)).toHaveValue(/依法取得排污许可/);
    await expect(form.getByLabel(/联系人/)).toHaveValue('陈丽华');
    // The browser reports the dropped connection itself; nothing else may have gone wrong.
    const others = consoleErrors.filter((text) => !/ERR_EMPTY_RESPONSE.*\/qzindependentdeclaration\/add/.test(text));
    consoleErrors.length = 0;
    expect(others).toEqual([]);
  });

  test('the publicity filters by scope and opens a declaration with its text', async ({ page }) => {
    await page.goto('/self-declaration-list');
    const main = page.getByRole('main');
    const rows = main.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const search = page.getByRole('search', { name: '自主声明查询' });
    await search.getByLabel('声明范围').selectOption('诚信经营');
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/scope=/);
    await expectEveryText(main.locator('tbody tr td:nth-child(4)'), (scope) => scope === '诚信经营');
    await expectNoAxeViolations(page);

    const title = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    await rows.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/self-declaration-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '声明内容' })).toBeVisible();
    await expect(main).toContainText('本企业郑重声明');
    await expect(main).toContainText('诚信经营');
    await expectNoAxeViolations(page);

    await page.goto('/self-declaration-list?keyword=不存在的企业名称');
    await expect(main.getByText('暂无符合条件的自主声明')).toBeVisible();
  });

  test('a declaration that is not published says the resource is missing', async ({ page }) => {
    await page.goto('/self-declaration-detail?id=999999');
    await expect(page.getByRole('main').getByText('请求的资源不存在')).toBeVisible();
  });
});

test.describe('credit declarations', () => {
  test('a wrong code is named beside the field; a right one shows the subject and its declarations', async ({ page }) => {
    await page.goto('/service-credit-declare');
    const lookup = page.getByRole('search', { name: '按统一社会信用代码查询申报概况' });
    await lookup.getByLabel(/统一社会信用代码/).fill('913503004P6D6YYD80');
    await lookup.getByRole('button', { name: '查询' }).click();
    await expect(lookup.getByLabel(/统一社会信用代码/)).toHaveAccessibleDescription(/请输入正确的18位统一社会信用代码/);
    await expect(page.getByRole('region', { name: '在线申报', exact: true })).toContainText('请先登录后进行信用申报');
    await expectNoAxeViolations(page);

    const answer = await page.request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&kind=enterprise&pageSize=1', { headers: await captchaPassHeader(page.request) });
    const subject = (await answer.json()).data.records[0] as { name: string; creditCode: string };
    await lookup.getByLabel(/统一社会信用代码/).fill(subject.creditCode.toLowerCase());
    await lookup.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`/service-credit-declare-detail\\?creditCode=${subject.creditCode}$`));
    await expect(page.getByRole('heading', { level: 2, name: subject.name })).toBeVisible();
    await expect(page.getByRole('region', { name: '信用申报情况', exact: true })).toContainText(/已申报次数\s*\d+ 次/);
    await expectNoAxeViolations(page);
    // A full load of the address keeps it (spec §4 takes a `code` in the address for a sign-on return).
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/service-credit-declare-detail\\?creditCode=${subject.creditCode}$`));
    await expect(page.getByRole('heading', { level: 2, name: subject.name })).toBeVisible();
  });

  test('an enterprise declares an honour with its certificate and gets an SB number; its summary counts it', async ({ page }) => {
    test.slow();
    await page.goto('/service-credit-declare');
    const section = page.getByRole('region', { name: '在线申报', exact: true });
    await logInFrom(page, section, 'qiye');
    const form = page.getByRole('form', { name: '信用申报' });
    const code = ((await form.locator('dd').nth(1).textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{18}$/);
    const before = (await (await page.request.get(`/api/cmpinternetportalfront/creditdeclare/detailByCreditCode/${code}`)).json()).data.declarationCount as number;

    await form.getByRole('radio', { name: /^荣誉类/ }).check();
    await form.getByLabel(/事项名称/).fill(`${city.name}诚信示范企业`);
    await form.getByLabel(/颁发（认定）单位/).fill('市社会信用体系建设领导小组办公室');
    await form.getByLabel(/颁发日期/).fill(day(3));
    await form.getByLabel(/联系人/).fill('林建国');
    await form.getByRole('button', { name: '提交申报' }).click();
    await expect(form.getByLabel(/颁发日期/)).toHaveAccessibleDescription(/颁发日期不能晚于今天/);
    await expect(form.getByText('请上传证书或证明材料（至少1份）')).toBeVisible();
    await expect(form.getByLabel(/事项名称/)).toHaveValue(`${city.name}诚信示范企业`);

    await form.getByLabel(/颁发日期/).fill(day(-30));
    await form.locator('input[type="file"]').setInputFiles({ name: '诚信示范企业证书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(form.getByText('诚信示范企业证书.pdf 上传完成')).toBeVisible();
    await form.getByRole('button', { name: '提交申报' }).click();

    const receipt = page.getByRole('region', { name: '信用申报已提交成功', exact: true });
    await expect(receipt).toBeVisible();
    const trackingNo = (await receipt.getByText(/^SB\d{12}$/).textContent()) ?? '';
    expect(trackingNo).toMatch(/^SB\d{12}$/);
    const mine = page.getByRole('region', { name: '我的信用申报', exact: true });
    await expect(mine.getByRole('row', { name: new RegExp(`^${trackingNo} 荣誉类：${city.name}诚信示范企业`) })).toBeVisible();
    await expectNoAxeViolations(page);

    await receipt.getByRole('link', { name: '查看本企业的申报概况' }).click();
    await expect(page.getByRole('region', { name: '信用申报情况', exact: true })).toContainText(`已申报次数${before + 1} 次`);
  });
});

test('a contract of 合同履约 opens its details with both parties and its performance', async ({ page }) => {
  await page.goto('/service-contract-performance');
  const first = page.getByRole('main').getByRole('table').getByRole('row').nth(1).getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/service-contract-details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '合同履约详情' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('region', { name: '履约情况', exact: true })).toContainText('履约状态');
  await expect(page.getByRole('region', { name: '合同当事人', exact: true })).toContainText('乙方统一社会信用代码');
  await expectNoAxeViolations(page);
  await page.goto('/service-contract-details?id=999999');
  await expect(page.getByRole('main').getByText('请求的资源不存在')).toBeVisible();
});

test('personal credit lists the services for persons and the 个人信用 articles in pages', async ({ page }) => {
  await page.goto('/service-personal-credit');
  const services = page.getByRole('region', { name: '个人办事', exact: true });
  await expect(services.getByRole('link', { name: /^自然人积分申报/ })).toHaveAttribute('href', '/declare-person');
  const articles = page.getByRole('region', { name: '个人信用知识', exact: true });
  await expect(articles.getByRole('link').first()).toBeVisible();
  const firstTitle = (await articles.getByRole('listitem').first().getByRole('link').textContent()) ?? '';
  await articles.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(articles.getByRole('listitem').first().getByRole('link')).not.toHaveText(firstTitle);
  await expectNoAxeViolations(page);
});
