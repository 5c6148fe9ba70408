import { city } from '../city';
import { contentListItems, expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { withFault } from './flows';

// The remaining content pages (routes/pages.ts): the footer's single pages, the CMS columns in the
// generic list view, and the publicity of credit commitments with its reading view.
test('the footer links open 关于我们 and 网站声明 with their text', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '主要栏目' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${city.portalName}`);
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: '网站声明' }).click();
  await expect(page).toHaveURL(/\/website-statement$/);
  await expect(page.getByRole('heading', { level: 1, name: '网站声明' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '三、个人信息保护' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the footer links the accessibility statement: its level, known limits and how to get help', async ({ page }) => {
  await page.goto('/credit-dynamics');
  await page.getByRole('contentinfo').getByRole('link', { name: '无障碍声明' }).click();
  await expect(page).toHaveURL(/\/accessibility-statement$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '无障碍声明' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '一、适用标准与符合程度' })).toBeVisible();
  await expect(main).toContainText('WCAG）2.2 AA');
  await expect(main.getByRole('heading', { level: 2, name: '三、已知的限制' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '五、获取帮助和反馈' })).toBeVisible();
  await expect(main).toContainText('12345');
  await expectNoAxeViolations(page);
});

test('a single page that fails to load shows the catalogue message and recovers on 重试', async ({ page, consoleErrors }) => {
  await renderInBrowser(page);
  await page.route('**/api/cms/front/articleclassification/getClassificationByName*', withFault('code=4040'));
  await page.goto('/website-statement');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('请求的资源不存在');
  await expect(page.getByRole('heading', { level: 1, name: '网站声明' })).toBeVisible();
  await page.unroute('**/api/cms/front/articleclassification/getClassificationByName*');
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '一、版权声明' })).toBeVisible();
  consoleErrors.length = 0;
});

test('双公示动态 lights the 双公示 tab and pages through its news in the address', async ({ page }) => {
  await page.goto('/double-publicity-news');
  await expect(page.getByRole('heading', { level: 1, name: '双公示动态' })).toBeVisible();
  await expect(page.getByRole('link', { name: '双公示', exact: true })).toHaveAttribute('aria-current', 'page');
  // Reachable from the other double-publicity pages.
  await page.goto('/double-publicity-statistics');
  await page.getByRole('navigation', { name: '双公示栏目' }).getByRole('link', { name: '双公示动态' }).click();
  await expect(page).toHaveURL(/\/double-publicity-news$/);
  const items = contentListItems(page).getByRole('link');
  await expect(items).toHaveCount(15);
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(items).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('数据下载 leads to a form whose file downloads as a PDF', async ({ page }) => {
  await page.goto('/data-download');
  await expect(page.getByRole('heading', { level: 1, name: '数据下载' })).toBeVisible();
  const first = contentListItems(page).getByRole('link').first();
  const title = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const file = page.getByRole('link', { name: /^下载 .+\.pdf$/ });
  await expect(file).toHaveCount(1);
  const download = page.waitForEvent('download');
  await file.click();
  const saved = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

for (const [path, heading] of [
  ['/intermediary-organ', '信用服务机构'],
  ['/xinyi-plus', '信易+'],
  ['/personal-credit', '个人信用'],
  ['/contract-policy', '合同履约政策'],
] as const) {
  test(`${path} lists the articles of ${heading} and opens one`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const items = contentListItems(page).getByRole('link');
    await expect(items).toHaveCount(15);
    const title = ((await items.first().textContent()) ?? '').trim();
    await items.first().click();
    await expect(page).toHaveURL(/\/content-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

test('信用公示 finds a commitment by its subject and reads it in full', async ({ page }) => {
  await page.goto('/credit-publicity');
  await expect(page.getByRole('heading', { level: 1, name: '信用承诺公示' })).toBeVisible();
  const table = page.getByRole('main').getByRole('table');
  // A legal person: the keyword only matches legal persons' names (persons are masked, 蔡**).
  const firstRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: /^9[0-9A-Z]{17}$/ }) }).first();
  const subject = ((await firstRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  const number = ((await firstRow.getByRole('cell').nth(0).textContent()) ?? '').trim();
  await page.getByRole('searchbox', { name: '关键词' }).fill(subject);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  for (const cell of await table.getByRole('row').locator('td:nth-child(2)').all()) await expect(cell).toContainText(subject);
  await expectNoAxeViolations(page);

  await table.getByRole('row').filter({ hasText: number }).getByRole('link').click();
  await expect(page).toHaveURL(/\/credit-publicity-read\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '承诺书详情' })).toBeVisible();
  const facts = page.getByRole('main').getByLabel('承诺信息');
  await expect(facts).toContainText(number);
  await expect(facts).toContainText(subject);
  await expect(page.getByRole('main').getByRole('article')).toContainText('郑重作出如下承诺');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '返回信用承诺公示' }).click();
  await expect(page).toHaveURL(/\/credit-publicity$/);
});

test('reading a commitment that does not exist says so', async ({ page }) => {
  await page.goto('/credit-publicity-read?id=abc');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('请求的资源不存在');
  // The route's 404, in the portal's one presentation of a missing record.
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible();
});
