import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signOn } from './flows';
import { cardCells, expectCardCell } from './recordCards';
import { textLinesIn } from './textLines';

// Record tables that fit their screen (ui DataTable's stack layout): where a table's box is narrower than
// the table needs, each row is a card of lines, each value beside its column's name; wider, a table whose
// numbers and dates stay on one line. Never a page that scrolls sideways.

const ARCHIVES = '/api/cmpinternetportalfront/archives/search';

/** An enterprise with permits and the sections of its archive that hold records. */
async function archiveWithRecords(request: APIRequestContext) {
  const permits = (await (await request.get('/api/cmpinternetportalfront/doublepublicity/getPermitList?pageNo=1&pageSize=1')).json()) as {
    data: { columnShowList: { records: { creditCode: string }[] } };
  };
  const creditCode = permits.data.columnShowList.records[0]!.creditCode;
  const report = (await (await request.get(`${ARCHIVES}/getFormatCreditReportData?creditCode=${creditCode}`)).json()) as {
    data: { sections: { key: string; title: string; total: number }[] };
  };
  return { creditCode, sections: report.data.sections.filter((section) => section.total > 0) };
}

/** The page scrolls sideways by how much (0: not at all). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every cell of the table's first rows shows its column's name beside its value (same line, to its left,
 * both on screen) and is read with it; no column header is shown, and nothing scrolls sideways.
 */
async function expectCards(table: Locator, columns: string[]) {
  await expect(table.getByRole('columnheader')).toHaveCount(0);
  const region = table.locator('xpath=..');
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const rows = table.locator('tbody tr');
  const count = Math.min(await rows.count(), 3);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const cells = rows.nth(index).locator('td');
    await expect(cells).toHaveCount(columns.length);
    // Each column's name (the cell's data-label) stands before its value, on the value's line; a value
    // read as one (a nowrap column) too long for the rest of that line stands whole under it.
    const placed = await cardCells(cells);
    for (let column = 0; column < columns.length; column++) {
      expect(placed[column]!.label, `column ${column + 1}'s name`).toBe(columns[column]);
      expectCardCell(placed[column]!, placed[column]!.nowrap);
      // A screen reader reads the column's name with the value.
      await expect(cells.nth(column)).toHaveAccessibleName(new RegExp(`^${columns[column]!.replace(/[()（）]/g, '.')}`));
    }
  }
}

/** The column names of a table, read from its header row (shown or not). */
const columnNames = (table: Locator) => table.locator('thead th').allTextContents();

for (const width of [320, 390, 1366]) {
  test(`the archive's record tables at ${width} px: ${width < 768 ? 'cards, each value beside its column’s name' : 'tables'}, and the page never scrolls sideways`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const { creditCode, sections } = await archiveWithRecords(request);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections.slice(0, 3)) {
      await page.goto(`/enterprise-detail?creditCode=${creditCode}&tab=${section.key}`);
      const table = page.getByRole('table', { name: section.title });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(await sidewaysOverflow(page), `${section.title} at ${width} px`).toBeLessThanOrEqual(0);
      const columns = (await columnNames(table)).map((name) => name.trim());
      if (width < 768) await expectCards(table, columns);
      else {
        await expect(table.getByRole('columnheader')).toHaveCount(columns.length);
        expect(await table.locator('xpath=..').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      }
    }
    await expectNoAxeViolations(page);
  });
}

/** The lines the value of a cell is drawn on. */
const valueLines = async (cell: Locator) => cell.locator('> span').first().evaluate((value, textLines) => textLines(value), await textLinesIn(cell.page()));

test('我的融资申请 in the user centre: cards on phones, its 申请编号 and 申请时间 each on one line and wholly shown at 1366 px', async ({ page }) => {
  await page.goto('/user?tab=my-applications');
  await signOn(page, 'qiye');
  const table = page.getByRole('table', { name: '我的融资申请' });
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await sidewaysOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
    const columns = (await columnNames(table)).map((name) => name.trim());
    expect(columns).toEqual(expect.arrayContaining(['申请编号', '申请时间']));
    if (width < 768) await expectCards(table, columns);
    const region = (await table.locator('xpath=..').boundingBox())!;
    for (const name of ['申请编号', '申请时间']) {
      const cell = table.locator('tbody tr').first().locator('td').nth(columns.indexOf(name));
      if (width === 1366) expect(await valueLines(cell), `${name} on one line at 1366 px`).toBe(1);
      const value = (await cell.locator('> span').first().boundingBox())!;
      // Wholly inside the table's box: nothing cut off at its edge.
      expect(value.x + value.width, `${name} within the table at ${width} px`).toBeLessThanOrEqual(region.x + region.width);
    }
    await expectNoAxeViolations(page);
  }
});

test('the user centre’s narrower tables stay tables on a desktop, numbers and dates on one line, and only a region that scrolls is a keyboard stop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/user?tab=my-guarantees');
  await signOn(page, 'qiye');
  const table = page.getByRole('table', { name: '我的电子保函' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '有效期至' })).toBeVisible();
  const region = page.getByRole('region', { name: '我的电子保函 （表格）' });
  const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(await region.getAttribute('tabindex')).toBe(scrolls ? '0' : null);
  const columns = (await columnNames(table)).map((name) => name.trim());
  for (const name of ['保函编号', '有效期至']) expect(await valueLines(table.locator('tbody tr').first().locator('td').nth(columns.indexOf(name))), name).toBe(1);
  await expectNoAxeViolations(page);
});
