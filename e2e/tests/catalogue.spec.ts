import { expect, expectCurrentPage, expectEveryText, expectNoAxeViolations, test } from './fixtures';
import { city } from '../city';

// The credit catalogue, the subject groups and contract performance (portal-app pages/catalogue).

test('the credit catalogue lists catalogues by type and leads to a resource and its data items', async ({ page }) => {
  await page.goto('/credit-catalog');
  await expect(page.getByRole('heading', { level: 1, name: '信用目录' })).toBeVisible();
  const types = page.getByRole('navigation', { name: '目录类型' });
  await expect(types.getByRole('link')).toHaveCount(8);
  await expect(types.getByRole('link', { name: /^基础信息（\d+）$/ })).toHaveAttribute('aria-current', 'page');

  await types.getByRole('link', { name: /^行政许可（\d+）$/ }).press('Enter');
  await expect(page).toHaveURL(/group=/);
  await expect(page.getByRole('heading', { level: 2, name: /^行政许可（共 \d+ 个目录）$/ })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByText('来源单位')).toBeVisible();
  await expect(card.getByText('数据总量')).toBeVisible();
  await expect(card.getByText('更新时间')).toBeVisible();
  const catalogName = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await expectNoAxeViolations(page);

  await card.getByRole('link').press('Enter');
  await expect(page).toHaveURL(/\/credit-catalog-list\?catalogId=/);
  await expect(page.getByRole('heading', { level: 1, name: catalogName })).toBeVisible();
  const resources = page.getByRole('table', { name: `${catalogName}的信息资源` });
  await expect(resources.getByRole('row').nth(1)).toBeVisible();
  const resourceLink = resources.getByRole('link').first();
  const resourceName = ((await resourceLink.textContent()) ?? '').trim();
  await expectNoAxeViolations(page);

  await resourceLink.press('Enter');
  await expect(page).toHaveURL(/\/credit-catalog-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: resourceName })).toBeVisible();
  const items = page.getByRole('table', { name: `${resourceName}的数据项` });
  await expect(items.getByRole('columnheader', { name: '是否必填' })).toBeVisible();
  await expect(items.getByRole('cell', { name: '主体名称' })).toBeVisible();
  await expect(page.getByRole('link', { name: catalogName })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the catalogue can be browsed by providing organ', async ({ page }) => {
  await page.goto('/credit-catalog');
  await page.getByRole('navigation', { name: '目录分组方式' }).getByRole('link', { name: '按提供单位' }).press('Enter');
  await expect(page).toHaveURL(/view=organ/);
  const organs = page.getByRole('navigation', { name: '提供单位' });
  await expect(organs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  const second = organs.getByRole('link').nth(1);
  const organ = ((await second.textContent()) ?? '').replace(/（\d+）$/, '');
  await second.press('Enter');
  await expect(page.getByRole('article').first().getByText(organ, { exact: true })).toBeVisible();
});

test('all catalogues filter by type and keep the filter in the address', async ({ page }) => {
  await page.goto('/credit-catalog-list');
  await expect(page.getByRole('heading', { level: 1, name: '信用目录查询' })).toBeVisible();
  await page.getByLabel('目录类型').selectOption('行政处罚');
  await page.getByRole('search', { name: '信用目录查询' }).getByRole('button', { name: '查询' }).press('Enter');
  await expect(page).toHaveURL(/type=/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('目录类型')).toHaveValue('行政处罚');

  await page.getByLabel('关键词').fill('不存在的目录名称');
  await page.getByLabel('关键词').press('Enter');
  await expect(page.getByText('未找到符合条件的信用目录')).toBeVisible();
});

test('an unknown catalogue resource is the page-not-found with the way home, not a retry that cannot find it', async ({ page }) => {
  await page.goto('/credit-catalog-detail?id=999999');
  await expect(page.getByText('请求的资源不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible();
});

test('focus groups list the subjects of a group with masked ID numbers and a division filter', async ({ page }) => {
  await page.goto('/focus_group_of_people');
  await expect(page.getByRole('heading', { level: 1, name: '重点人群' })).toBeVisible();
  const groups = page.getByRole('navigation', { name: '重点人群类别' });
  await groups.getByRole('link', { name: /^律师（\d+）$/ }).press('Enter');
  await expect(page).toHaveURL(/typeId=/);
  const table = page.getByRole('table', { name: '重点人群：律师' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // Persons' ID numbers stay masked as the back end gives them.
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^\d{6}\*+\d{3}[\dX]$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('所属区域').selectOption({ label: `${city.districts[0]}` });
  await page.getByRole('search', { name: '重点人群查询' }).getByRole('button', { name: '查询' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`divisionCode=${city.divisions[0]?.code}`));
  await expect(page).toHaveURL(/typeId=/);
  const divisions = table.getByRole('row').locator('td:nth-child(5)');
  await expectEveryText(divisions, (text) => text === `${city.districts[0]}`);

  const name = ((await table.getByRole('link').first().textContent()) ?? '').trim();
  await table.getByRole('link').first().press('Enter');
  await expect(page).toHaveURL(/\/focus_group_of_people\/detail\?id=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${name}的律师信息公示`) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '重点人群' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [path, title] of [
  ['/integrityObject', '守信激励对象'],
  ['/punishmentObject', '失信惩戒对象'],
] as const) {
  test(`${title} are a paged table whose names open the subject`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('row')).toHaveCount(16);
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('button', { name: '下一页' }).press('Enter');
    await expect(page).toHaveURL(/pageNo=2/);
    await expectCurrentPage(pager, 2);
    const link = table.getByRole('link').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
  });
}

test('contract performance filters by status through the JSON search', async ({ page }) => {
  await page.goto('/service-contract-performance');
  await expect(page.getByRole('heading', { level: 1, name: '合同履约' })).toBeVisible();
  const table = page.getByRole('table', { name: '合同履约' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await page.getByLabel('履约状态').selectOption('违约');
  await page.getByRole('search', { name: '合同履约查询' }).getByRole('button', { name: '查询' }).press('Enter');
  await expect(page).toHaveURL(/status=/);
  const statuses = table.getByRole('row').locator('td:last-child');
  await expectEveryText(statuses, (text) => text === '违约');
  await expectNoAxeViolations(page);

  await page.getByRole('search', { name: '合同履约查询' }).getByRole('link', { name: '重置' }).press('Enter');
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByLabel('履约状态')).toHaveValue('');
});
