import { city, escapeRegExp } from '../city';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { textLinesIn } from './textLines';

test('the catalogue shows each organ’s resources as cards that open their records', async ({ page }) => {
  await page.goto('/double-publicity-catalog');
  await expect(page.getByRole('heading', { level: 1, name: '双公示目录' })).toBeVisible();
  const kinds = page.getByRole('navigation', { name: '目录类别' });
  await expect(kinds.getByRole('link', { name: '行政许可' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: '行政许可信息资源' }).getByRole('article');
  await expect(cards.first()).toContainText('来源单位');
  await expect(cards.first()).toContainText('数据总量');
  await kinds.getByRole('link', { name: '行政处罚' }).click();
  await expect(page).toHaveURL(/type=2/);
  const card = page.getByRole('link', { name: `${city.name}市场监督管理局行政处罚信息` });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.click();
  await expect(page).toHaveURL(/\/double-publicity-info\?type=2&resourceId=CF-SCJG/);
  await expect(page.getByRole('navigation', { name: '信息类别' }).getByRole('link', { name: '行政处罚' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: '数据来源单位' })).toHaveValue('CF-SCJG');
});

test('the records list shows the columns the back end names and pages in the address', async ({ page }) => {
  await page.goto('/double-publicity-info');
  const table = page.getByRole('table', { name: '行政许可信息列表' });
  await expect(table.getByRole('columnheader', { name: '行政相对人名称' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '许可决定书文号' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(16);
  // A subject's credit code and a decision's date read on one line each, never broken in two.
  const textLines = await textLinesIn(page);
  const oneLine = (column: number) =>
    table.locator(`tbody tr td:nth-child(${column})`).evaluateAll((cells, lines) => cells.map((cell) => ({ text: cell.textContent, lines: lines(cell) })), textLines);
  const headers = await table.getByRole('columnheader').allTextContents();
  for (const name of ['统一社会信用代码', '许可决定日期']) {
    const cells = await oneLine(headers.indexOf(name) + 1);
    expect(cells.length, name).toBe(15);
    expect(cells.filter((cell) => cell.lines !== 1), name).toEqual([]);
  }
  const first = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(first ?? '');
  await expectNoAxeViolations(page);
});

test('searching penalties by a resource’s category and a keyword narrows the list', async ({ page }) => {
  await page.goto('/double-publicity-info?type=2&resourceId=CF-SCJG');
  const search = page.getByRole('search', { name: '行政处罚信息查询' });
  // The conditions come from the resource's configuration: keyword, 处罚类别, 处罚决定日期.
  await search.getByRole('combobox', { name: '处罚类别' }).selectOption('罚款');
  await search.getByRole('searchbox', { name: '关键词' }).fill('食品');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/category=%E7%BD%9A%E6%AC%BE/);
  await expect(page).toHaveURL(/keyword=/);
  const rows = page.getByRole('table', { name: '行政处罚信息列表' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(search.getByRole('combobox', { name: '处罚类别' })).toHaveValue('罚款');
  // The form's own search keeps the focus where it was.
  await expect(search.getByRole('button', { name: '查询' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a date range that matches nothing shows the empty state', async ({ page }) => {
  await page.goto('/double-publicity-info?type=1&decisionDateFrom=2001-01-01&decisionDateTo=2001-01-31');
  await expect(page.getByText('没有找到符合条件的行政许可信息')).toBeVisible();
  await expect(page.getByRole('group', { name: '许可决定日期' }).getByLabel('许可决定日期：开始日期')).toHaveValue('2001-01-01');
  await expectNoAxeViolations(page);
});

test('a date range reads 开始 至 结束 on one line beside the other fields on a wide screen, one date under the other on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/double-publicity-info?type=1');
  const range = page.getByRole('group', { name: '许可决定日期' });
  const from = range.getByLabel('许可决定日期：开始日期');
  const to = range.getByLabel('许可决定日期：结束日期');
  const box = async () => ({ from: (await from.boundingBox())!, to: (await to.boundingBox())!, keyword: (await page.getByRole('searchbox', { name: '关键词' }).boundingBox())! });
  let boxes = await box();
  expect(boxes.to.y, 'the end date beside the start').toBe(boxes.from.y);
  expect(boxes.to.x).toBeGreaterThan(boxes.from.x + boxes.from.width);
  expect(boxes.from.y, 'in the row of the other fields').toBe(boxes.keyword.y);
  // Each date wide enough for its whole value and the picker.
  expect(boxes.from.width).toBeGreaterThanOrEqual(180);
  await page.setViewportSize({ width: 320, height: 800 });
  boxes = await box();
  expect(boxes.to.y).toBeGreaterThan(boxes.from.y + boxes.from.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a record opens with every field labelled and its publicity image', async ({ page }) => {
  await page.goto('/double-publicity-info?type=2');
  const link = page.getByRole('table', { name: '行政处罚信息列表' }).getByRole('link').first();
  const subject = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/license-punishment-detail\?dataId=\d+&type=2&resourceId=CF-/);
  await expect(page.getByRole('heading', { level: 2, name: `${subject}：行政处罚信息` })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(subject);
  await expect(page.getByText('处罚决定书文号', { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: `行政处罚信息公示：${subject}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The breadcrumb keeps the way back to the list.
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '双公示信息' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a record that does not exist shows the catalogue’s not-found message and the way home', async ({ page }) => {
  await page.goto('/license-punishment-detail?dataId=999999&type=1&resourceId=XK-SCJG');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('请求的资源不存在');
  // Nothing to retry: the record is not there (the route's 404).
  await expect(alert.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the directory of matters searches by organ and opens a matter', async ({ page }) => {
  await page.goto('/double-publicity-catalog-index');
  await page.getByRole('combobox', { name: '实施机关' }).selectOption({ label: `${city.name}市场监督管理局` });
  await page.getByRole('searchbox', { name: '事项名称或编码' }).fill('食品');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/organCode=SCJG/);
  const table = page.getByRole('table', { name: '行政许可事项目录' });
  await expect(table.getByRole('link', { name: '食品经营许可' })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: '食品经营许可' }).click();
  await expect(page).toHaveURL(/\/catalog-detail\?type=1&id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: '食品经营许可' })).toBeVisible();
  await expect(page.getByText('法定办结时限')).toBeVisible();
  await page.getByRole('link', { name: `查看${city.name}市场监督管理局的行政许可信息` }).click();
  await expect(page).toHaveURL(/resourceId=XK-SCJG/);
});

test('the statistics draw a chart with a table of the same numbers', async ({ page }) => {
  await page.goto('/double-publicity-statistics');
  await expect(page.getByRole('img', { name: /各区县行政许可和行政处罚数量/ })).toBeVisible();
  const divisions = page.getByRole('table', { name: '各区县行政许可和行政处罚数量' });
  await expect(divisions.getByRole('row', { name: new RegExp(escapeRegExp(city.districts[0] ?? '')) })).toBeVisible();
  const organs = page.getByRole('table', { name: '各部门报送的行政许可和行政处罚数量' });
  await expect(organs.getByRole('cell', { name: `${city.name}市场监督管理局` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '双公示栏目' }).getByRole('link', { name: '双公示统计' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
