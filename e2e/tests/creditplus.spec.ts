import { city } from '../city';
import type { APIRequestContext } from '@playwright/test';
import { contentListItems, expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';

const CREDIT_PLUS = '/api/cmpinternetportalfront/creditplus';

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

interface Page<T> {
  records: T[];
  total: number;
}

test('the 信用+ home shows each scene with the count the back end has, leading to its introduction and list', async ({ page, request }) => {
  const readers = await dataOf<Page<unknown>>(request, `${CREDIT_PLUS}/libraryPage?pageSize=1`);
  const rides = await dataOf<Page<unknown>>(request, `${CREDIT_PLUS}/bicycleRecord?pageSize=1`);
  await page.goto('/credit-plus-home');
  await expect(page.getByRole('heading', { level: 1, name: '信用+' })).toBeVisible();
  const library = page.getByRole('article', { name: '信用+图书馆' });
  await expect(library.getByRole('definition')).toHaveText(String(readers.total));
  await expect(page.getByRole('article', { name: '信用+共享单车' }).getByRole('definition')).toHaveText(String(rides.total));
  await expect(page.getByRole('navigation', { name: '信用+栏目' }).getByRole('link', { name: '信易+' })).toHaveAttribute('href', '/xinyi-plus');
  await expectNoAxeViolations(page);
  await library.getByRole('link', { name: '查看免押读者' }).click();
  await expect(page).toHaveURL(/\/credit-plus-lib-main$/);
  await expect(page.getByRole('navigation', { name: '信用+栏目' }).getByRole('link', { name: '免押读者' })).toHaveAttribute('aria-current', 'page');
});

test('a reader is found by card number and opens with the loans', async ({ page, request }) => {
  const [reader] = (await dataOf<Page<{ id: string; cardNo: string; borrowCount: number }>>(request, `${CREDIT_PLUS}/libraryPage?pageNo=2&pageSize=10`)).records;
  if (!reader) throw new Error('no reader seeded');
  await page.goto('/credit-plus-lib-main');
  const table = page.getByRole('table', { name: '信用+图书馆免押读者' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await page.getByRole('searchbox', { name: '关键词' }).fill(reader.cardNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${reader.cardNo}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: reader.cardNo }).click();
  await expect(page).toHaveURL(new RegExp(`/credit-plus-lib-detail\\?id=${reader.id}$`));
  await expect(page.getByRole('heading', { name: `借阅证 ${reader.cardNo}` })).toBeVisible();
  await expect(page.getByRole('table', { name: '借阅记录' }).getByRole('row')).toHaveCount(reader.borrowCount + 1);
  await expectNoAxeViolations(page);
});

test('a search that matches no reader says so, and a name is not searchable', async ({ page }) => {
  await page.goto(`/credit-plus-lib-main?keyword=${encodeURIComponent('李')}`);
  await expect(page.getByText('未找到符合条件的记录')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an unknown reader shows the not-found message instead of a blank page', async ({ page }) => {
  await page.goto('/credit-plus-lib-detail?id=99999');
  await expect(page.getByText('请求的资源不存在')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回免押读者' })).toBeVisible();
});

test('the rides list filters by parking, pages on, and a ride opens with its bicycle', async ({ page, request }) => {
  const improper = await dataOf<Page<{ id: string; bikeNo: string; startTime: string }>>(request, `${CREDIT_PLUS}/bicycleRecord?parking=${encodeURIComponent('违规停放')}&pageSize=100`);
  await page.goto('/credit-plus-bike-main');
  const table = page.getByRole('table', { name: '信用+共享单车骑行记录' });
  const firstRide = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRide ?? '');

  await page.getByRole('combobox', { name: '停放情况' }).selectOption('违规停放');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/parking=/);
  await expect(page).not.toHaveURL(/pageNo=2/);
  await expect(table.getByRole('row')).toHaveCount(Math.min(improper.total, 15) + 1);
  await expect(table.getByRole('cell', { name: '规范停放' })).toHaveCount(0);

  const ride = improper.records[0];
  if (!ride) throw new Error('no improperly parked ride seeded');
  await table.getByRole('link', { name: ride.startTime }).first().click();
  await expect(page).toHaveURL(/\/credit-plus-bike-detail\?bikeNo=/);
  await expect(page.getByRole('definition').filter({ hasText: ride.bikeNo })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '违规停放' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an enterprise under linkage supervision shows its measures and leads to its credit archive', async ({ page, request }) => {
  const constrained = await dataOf<Page<{ enterpriseName: string; creditCode: string }>>(request, `${CREDIT_PLUS}/linkageSupervision?measureType=${encodeURIComponent('失信约束')}&pageSize=1`);
  const linkage = constrained.records[0];
  if (!linkage) throw new Error('no linkage seeded');
  const own = await dataOf<Page<unknown>>(request, `${CREDIT_PLUS}/linkageSupervision?keyword=${linkage.creditCode}&pageSize=100`);
  await page.goto('/credit-plus-el-main');
  await page.getByRole('combobox', { name: '措施类别' }).selectOption('失信约束');
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '信用+联动监管联动监管记录' });
  await expect(table.getByRole('cell', { name: '守信激励' })).toHaveCount(0);
  await table.getByRole('link', { name: linkage.enterpriseName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/credit-plus-el-detail\\?creditCode=${linkage.creditCode}$`));
  await expect(page.getByRole('heading', { level: 2, name: linkage.enterpriseName })).toBeVisible();
  await expect(page.getByRole('table', { name: '联动监管措施' }).getByRole('row')).toHaveCount(own.total + 1);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '查看企业信用档案' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise-detail\\?creditCode=${linkage.creditCode}$`));
});

test('the linkage introduction shows the counts per measure and grade and pages through the joint cases', async ({ page, request }) => {
  const grades = await dataOf<{ gradeCounts: Record<string, number> }>(request, `${CREDIT_PLUS}/tradesubjectgrade?pageSize=1`);
  await page.goto('/credit-plus-el');
  const figure = (label: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');
  await expect(figure('A级信用主体（家）')).toHaveText(String(grades.gradeCounts.A));
  await expect(figure('D级信用主体（家）')).toHaveText(String(grades.gradeCounts.D));
  const cases = page.getByRole('table', { name: '联合奖惩案例' });
  const first = await cases.getByRole('row').nth(1).textContent();
  await page.getByRole('navigation', { name: '联合奖惩案例分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/casePageNo=2/);
  await expect(cases.getByRole('row').nth(1)).not.toHaveText(first ?? '');
});

test('a list whose connection drops shows the network message and loads again on 重试', async ({ page, consoleErrors }) => {
  const rides = '**/api/cmpinternetportalfront/creditplus/bicycleRecord*';
  await renderInBrowser(page);
  await page.route(rides, (route) => route.continue({ headers: { ...route.request().headers(), 'x-portal-fault': 'drop' } }));
  await page.goto('/credit-plus-bike-main');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('网络异常，请稍后重试');
  await expect(page.getByRole('heading', { level: 1, name: '信用+共享单车 · 骑行记录' })).toBeVisible();
  await page.unroute(rides);
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '信用+共享单车骑行记录' }).getByRole('row')).toHaveCount(16);
  // The browser itself logs the dropped request; that is the point of this test.
  consoleErrors.length = 0;
});

test('信用鞋城 lists its news, opens an article, and shows the shoe trade graded by credit', async ({ page, request }) => {
  const grades = await dataOf<Page<{ enterpriseName: string; grade: string }> & { gradeCounts: Record<string, number> }>(
    request,
    `${CREDIT_PLUS}/tradesubjectgrade?industry=${encodeURIComponent('鞋服制造')}&grade=A&pageSize=100`,
  );
  await page.goto('/credit-shoes-news');
  await expect(page.getByRole('heading', { level: 1, name: '信用鞋城 · 鞋城动态' })).toBeVisible();
  const first = contentListItems(page).getByRole('link').first();
  const title = ((await first.textContent()) ?? '').trim();
  expect(title).toMatch(/鞋/);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/credit-shoes-info');
  await expect(page.getByRole('heading', { level: 1, name: '信用鞋城 · 鞋企信用信息' })).toBeVisible();
  await page.getByRole('combobox', { name: '信用等级' }).selectOption('A');
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '鞋企信用等级' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(grades.total, 15) + 1);
  await expect(table.getByRole('cell', { name: /^[BCD]级$/ })).toHaveCount(0);
  const best = grades.records[0];
  if (!best) throw new Error('no shoe enterprise graded A');
  await expect(table.getByRole('link', { name: best.enterpriseName })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('信用鞋城投诉建议', () => {
  // The flow crosses the single sign-on and back: three times the usual time.
  test.slow();

  test('a complaint keeps what was typed through a refused field and the sign-on, then gives an XC tracking number', async ({ page }) => {
    await page.goto('/credit-shoes-info');
    const form = page.getByRole('form', { name: '鞋城投诉建议' });
    await form.getByRole('radio', { name: '投诉' }).check();
    await form.getByLabel('企业名称').fill(`${city.name}鸿达鞋业有限公司`);
    await form.getByLabel('内容').fill('采购的一批鞋面材料存在明显色差，供应商以已验收为由拒绝退换。');
    await form.getByLabel('联系人').fill('陈丽华');
    await form.getByLabel('手机号码').fill('12345');
    await form.getByLabel('手机号码').press('Enter');

    // A wrong mobile number is refused beside the field, nothing sent and nothing lost.
    const phone = form.getByLabel('手机号码');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/请输入正确的手机号码/);
    await expect(form.getByLabel('企业名称')).toHaveValue(`${city.name}鸿达鞋业有限公司`);
    await expectNoAxeViolations(page);

    await phone.fill('13805943456');
    await form.getByRole('button', { name: '提交' }).click();
    // Anonymous: off to the single sign-on, and back to the same form with the same values.
    await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
    await page.getByLabel('用户名').fill('geren');
    await page.getByLabel('密码').fill('Xinyong@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/credit-shoes-info/);
    const back = page.getByRole('form', { name: '鞋城投诉建议' });
    await expect(back.getByLabel('企业名称')).toHaveValue(`${city.name}鸿达鞋业有限公司`);
    await expect(back.getByRole('radio', { name: '投诉' })).toBeChecked();
    await expect(back.getByLabel('手机号码')).toHaveValue('13805943456');
    await back.getByRole('button', { name: '提交' }).click();

    const receipt = page.getByRole('region', { name: '投诉建议已提交成功', exact: true });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText(/^XC\d{12,16}$/)).toBeVisible();
    await expect(receipt.getByText('待受理')).toBeVisible();
    await expectNoAxeViolations(page);
    // Sent: the draft is gone, so another submission starts empty.
    await receipt.getByRole('button', { name: '继续提交' }).click();
    await expect(page.getByRole('form', { name: '鞋城投诉建议' }).getByLabel('企业名称')).toHaveValue('');
  });
});
