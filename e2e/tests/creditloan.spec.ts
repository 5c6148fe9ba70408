import { expect, expectNoAxeViolations, test } from './fixtures';
import { loanApplicationReceipt, signOn } from './flows';

// 信用贷 (areas/creditloan): a product listed by the sub-site opens its detail, where a logged-in
// visitor keeps it as a favourite and applies for it; both are found again in the user centre (/user).
test.slow();

const FINANCE = '/credit/finance/front/product';

interface Product {
  id: string;
  name: string;
  minAmount: number;
  minTerm: number;
  enterpriseOnly: boolean;
}

test('a product of the special services opens its detail in the sub-site, where an anonymous visitor is asked to log in before applying', async ({ page }) => {
  await page.goto('/credit-loan-service');
  const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/credit-loan-product-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const heading of ['产品信息', '产品特色', '申请条件', '金融机构', '在线申请']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // Still in the credit-loan sub-site, under its special services.
  await expect(page.getByRole('navigation', { name: '信用贷栏目' }).getByRole('link', { name: '特色服务' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: '在线申请', exact: true }).getByRole('link', { name: '登录' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown loan product says the resource is missing', async ({ page }) => {
  await page.goto('/credit-loan-product-detail?id=999999');
  await expect(page.getByText('请求的资源不存在')).toBeVisible();
});

test('a person keeps a loan product, applies for it, and finds both in the user centre, each leading back to the product', async ({ page, request }) => {
  // The products a person may apply for (not enterprise-only), and those the person already applied for.
  const products = ((await (await request.get(`${FINANCE}/productPage?pageSize=100`)).json()) as { data: { records: Product[] } }).data.records.filter(
    (product) => !product.enterpriseOnly,
  );
  await page.goto('/user?tab=my-applications');
  await signOn(page, 'geren');
  const mine = page.getByRole('table', { name: '我的融资申请' });
  await expect(mine.or(page.getByText('暂无融资申请'))).toBeVisible();
  const applied = (await mine.getByRole('row').locator('td:nth-child(2)').allTextContents()).map((text) => text.trim());
  const product = products.find((candidate) => !applied.includes(candidate.name));
  expect(product, 'a product the person has not applied for').toBeDefined();
  const { id, name, minAmount, minTerm } = product!;

  await page.goto(`/credit-loan-product-detail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // 收藏: kept unless it already was.
  const collect = page.getByRole('button', { name: /收藏/ });
  if ((await collect.getAttribute('aria-pressed')) !== 'true') {
    await collect.click();
    await expect(page.getByRole('status').filter({ hasText: '已加入我的收藏' })).toBeVisible();
  }
  await expect(collect).toHaveAttribute('aria-pressed', 'true');

  const form = page.getByRole('form', { name: '发布融资需求' });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByLabel('申请金额（万元）')).toHaveAccessibleDescription(/请输入申请金额/);
  await form.getByLabel('申请金额（万元）').fill(String(minAmount));
  await form.getByLabel('贷款期限（月）').fill(String(minTerm));
  await form.getByLabel('资金用途').fill('购置茶叶加工设备');
  await form.getByLabel('联系人').fill('陈志明');
  await form.getByLabel('联系电话').fill('13905941234');
  await form.getByRole('button', { name: '提交申请' }).click();
  const { receipt, applyNo } = await loanApplicationReceipt(page);
  await expectNoAxeViolations(page);

  // Followed in the user centre: the application with its number and status, its product a link back.
  await receipt.getByRole('link', { name: /我的融资申请/ }).click();
  await expect(page).toHaveURL(/\/user\?tab=my-applications$/);
  await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '我的融资申请' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('table', { name: '我的融资申请' }).getByRole('row', { name: new RegExp(applyNo) });
  await expect(row).toContainText('已提交');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/credit-loan-product-detail\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The favourite in 我的收藏, leading to the product too.
  await page.goto('/user?tab=my-collections');
  const favourite = page.getByRole('table', { name: '我收藏的产品' }).getByRole('link', { name });
  await expect(favourite).toBeVisible();
  await expectNoAxeViolations(page);
  await favourite.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
