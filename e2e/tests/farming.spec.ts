import type { Page } from '@playwright/test';
import { contentListItems, expect, expectNoAxeViolations, test, renderInBrowser, waitUntilReady } from './fixtures';
import { loanApplicationReceipt, signOn, withFault } from './flows';

// 农业金融服务平台 (routes/farming.ts, pages/farming): the sub-site's home, its CMS columns, the financial
// products with filters, a product, financing docking (enterprise accounts publish demands, spec §5, §6, §8)
// and the visitor's own financing (/farming-user, login required), with the demo accounts of the README.

const TABS = ['首页', '新闻资讯', '通知公告', '政策法规', '金融产品', '信息公开', '融资对接'];
const ENTERPRISE_ONLY = '请使用企业账号登录后发布融资需求';

/** Logs in from the page's own 登录 button and comes back to the same page. */
async function logInFrom(page: Page, username: string) {
  const path = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('link', { name: '登录' }).click();
  await signOn(page, username);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.describe('the sub-site', () => {
  test.use({ adverts: true });

  test('the home shows the seven tabs, the figures, recommended products, the demand entry and the columns, without adverts', async ({ page }) => {
    await page.goto('/farming');
    await expect(page.getByRole('heading', { level: 1, name: '农业金融服务平台' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '农业金融服务平台栏目' }).getByRole('link');
    await expect(tabs).toHaveText(TABS);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('入驻金融机构', { exact: true })).toBeVisible();
    const featured = page.getByRole('region', { name: '推荐产品', exact: true }).getByRole('listitem');
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('link', { name: '发布融资需求' })).toHaveAttribute('href', '/farming-financing-docking');
    for (const column of ['新闻资讯', '通知公告', '政策法规', '信息公开']) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: column })).toBeVisible();
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Spec §2: no advertisements on any farming route (they show on /home with the same settings).
    await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '左侧广告' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a news list pages through its articles and opens one in the sub-site', async ({ page }) => {
    await page.goto('/farming');
    await page.getByRole('navigation', { name: '农业金融服务平台栏目' }).getByRole('link', { name: '新闻资讯' }).click();
    await expect(page).toHaveURL(/\/farming-information-journalism$/);
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: /分页/ });
    await expect(pager).toBeVisible();
    const first = contentListItems(page).getByRole('link').first();
    const title = (await first.textContent())?.trim() ?? '';
    await pager.getByRole('button', { name: /第 2 页|^2$/ }).first().click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/farming-information-all-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '农业金融服务平台栏目' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a column that cannot load says so with a retry', async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/cms/front/articleinfo/pageByClassificationId*', withFault('code=500'));
    await page.goto('/farming-information-policy');
    await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  });
});

test.describe('financial products', () => {
  test('filters by type and sorts by rate, kept in the address, and an unmatched search shows the empty state', async ({ page }) => {
    test.slow();
    await page.goto('/farming-financial-supermarket');
    await expect(page.getByRole('heading', { level: 1, name: '金融产品' })).toBeVisible();
    const filters = page.getByRole('search', { name: '筛选金融产品' });
    await filters.getByLabel('产品类型').selectOption('抵押贷款');
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/productType=/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText('抵押贷款');

    await page.getByRole('navigation', { name: '排序方式' }).getByRole('link', { name: '利率最低' }).click();
    await expect(page).toHaveURL(/sort=rateAsc/);
    await expect(page).toHaveURL(/productType=/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const lows = await page.getByRole('main').getByRole('article').evaluateAll((nodes) => nodes.map((n) => Number.parseFloat(n.querySelector('dd')?.textContent ?? '')));
    expect([...lows].sort((a, b) => a - b)).toEqual(lows);
    await expectNoAxeViolations(page);

    await filters.getByLabel('关键词').fill('不存在的产品名称');
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('暂无符合条件的金融产品')).toBeVisible();
  });

  test('a product shows its terms and institution, and asks an anonymous visitor to log in before applying', async ({ page }) => {
    await page.goto('/farming-financial-supermarket');
    const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/farming-financial-supermarket\/detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const heading of ['产品信息', '产品特色', '申请条件', '金融机构', '在线申请']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: '在线申请', exact: true }).getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '农业金融服务平台栏目' }).getByRole('link', { name: '金融产品' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('an unknown product says the resource is missing', async ({ page }) => {
    await page.goto('/farming-financial-supermarket/detail?id=999999');
    await expect(page.getByText('请求的资源不存在')).toBeVisible();
  });
});

test.describe('financing docking', () => {
  test('an anonymous visitor is told to log in with an enterprise account, and sees the published demands', async ({ page }) => {
    await page.goto('/farming-financing-docking');
    await expect(page.getByRole('heading', { level: 1, name: '融资对接' })).toBeVisible();
    await expect(page.getByText(ENTERPRISE_ONLY)).toBeVisible();
    await expect(page.getByRole('table', { name: '企业融资需求' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/共 \d+ 条融资需求/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a person account is told that only enterprises publish demands', async ({ page }) => {
    await page.goto('/farming-financing-docking');
    await logInFrom(page, 'geren');
    await expect(page.getByRole('alert').filter({ hasText: ENTERPRISE_ONLY })).toBeVisible();
    await expect(page.getByRole('form', { name: '发布融资需求' })).toHaveCount(0);
  });

  test('an enterprise publishes a demand: wrong fields are named and kept across a reload, then the JR number shows and the demand is its own', async ({ page }) => {
    test.slow();
    // The products the enterprise already applied for (one open application per product).
    await page.goto('/farming-user');
    await signOn(page, 'qiye');
    await expect(page.getByRole('heading', { level: 1, name: '我的融资' })).toBeVisible();
    const mine = page.getByRole('table', { name: '我的融资申请' });
    await expect(mine.getByRole('row').nth(1)).toBeVisible();
    const applied = (await mine.getByRole('row').locator('td:nth-child(2)').allTextContents()).map((text) => text.trim());

    await page.goto('/farming-financing-docking');
    const form = page.getByRole('form', { name: '发布融资需求' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByLabel('金融产品')).toHaveAccessibleDescription(/请选择金融产品/);
    await expect(form.getByLabel('申请金额（万元）')).toHaveAccessibleDescription(/请输入申请金额/);

    const options = await form.getByLabel('金融产品').locator('option').evaluateAll((nodes) =>
      nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent ?? '' })).filter((o) => o.value),
    );
    const choice = options.find((o) => !applied.some((name) => o.label.startsWith(`${name}（`)));
    expect(choice).toBeDefined();
    await form.getByLabel('金融产品').selectOption(choice!.value);
    await form.getByLabel('申请金额（万元）').fill('999999');
    await form.getByLabel('贷款期限（月）').fill('12');
    await form.getByLabel('资金用途').fill('采购种苗和农资');
    await form.getByLabel('联系人').fill('林建国');
    await form.getByLabel('联系电话').fill('1390594');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByLabel('申请金额（万元）')).toHaveAccessibleDescription(/申请金额应在/);
    await expect(form.getByLabel('联系电话')).toHaveAccessibleDescription(/手机号/);

    // What was typed survives a reload (shell/draft.ts).
    await page.reload();
    await expect(form.getByLabel('资金用途')).toHaveValue('采购种苗和农资');
    await expect(form.getByLabel('金融产品')).toHaveValue(choice!.value);

    const hint = await form.getByLabel('申请金额（万元）').evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '');
    const low = /额度 ([\d.]+)/.exec(hint)?.[1] ?? '';
    const termHint = await form.getByLabel('贷款期限（月）').evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '');
    const term = /期限 (\d+)/.exec(termHint)?.[1] ?? '';
    await form.getByLabel('申请金额（万元）').fill(low);
    await form.getByLabel('贷款期限（月）').fill(term);
    await form.getByLabel('联系电话').fill('13905941234');
    await form.getByRole('button', { name: '提交申请' }).click();
    const { receipt, applyNo } = await loanApplicationReceipt(page);
    await expectNoAxeViolations(page);

    await receipt.getByRole('link', { name: '我的融资' }).click();
    await expect(page.getByRole('table', { name: '我的融资申请' }).getByRole('row', { name: new RegExp(applyNo) })).toContainText('已提交');
    // The draft went with the submission.
    await page.goto('/farming-financing-docking');
    await expect(page.getByRole('form', { name: '发布融资需求' }).getByLabel('资金用途')).toHaveValue('');
  });
});

test('an anonymous visitor who follows the link to 我的融资 in the browser goes to the sign-on and comes back to it', async ({ page }) => {
  await page.goto('/farming');
  await waitUntilReady(page);
  // A navigation of the page's script: the page's loader, in the browser, sends the visitor away.
  await page.getByRole('main').getByRole('link', { name: '我的融资', exact: true }).click();
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/farming-user$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的融资' })).toBeVisible();
});

test('my financing needs a login and then lists my applications and favourites', async ({ page }) => {
  await page.goto('/farming-user');
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/farming-user$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的融资' })).toBeVisible();
  await expect(page.getByRole('table', { name: '我的融资申请' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: '我收藏的产品' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  // Spec §4: logging out on a login-required farming page returns to the sub-site's home.
  await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/farming$/);
  await expect(page.getByRole('heading', { level: 1, name: '农业金融服务平台' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
});
