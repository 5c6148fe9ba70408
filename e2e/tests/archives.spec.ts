import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectCurrentPage, expectNoAxeViolations, test } from './fixtures';
import { textLinesIn } from './textLines';

// The enterprise archive (areas/archives): its record sections as tabs, as on 信用中国's archive, the
// chosen tab in the address and each tab paged on its own; without JavaScript the tabs are links.
test.slow();

const ARCHIVES = '/api/cmpinternetportalfront/archives/search';

interface Section {
  key: string;
  title: string;
  total: number;
}

/**
 * The subject with the most permits (more than `pageSize`, so the first tab has a second page), counted
 * from the public permit list, with its report's sections and another tab (the fullest of the rest).
 */
async function busySubject(request: APIRequestContext, pageSize: number) {
  const counts = new Map<string, number>();
  for (let pageNo = 1; ; pageNo++) {
    const answer = (await (await request.get(`/api/cmpinternetportalfront/doublepublicity/getPermitList?pageNo=${pageNo}&pageSize=100`)).json()) as {
      data: { columnShowList: { records: { creditCode: string }[]; total: number } };
    };
    const { records, total } = answer.data.columnShowList;
    for (const { creditCode } of records) counts.set(creditCode, (counts.get(creditCode) ?? 0) + 1);
    if (pageNo * 100 >= total || records.length === 0) break;
  }
  const [creditCode, permits] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  expect(permits, 'a subject with more permits than one page holds').toBeGreaterThan(pageSize);
  const report = (await (await request.get(`${ARCHIVES}/getFormatCreditReportData?creditCode=${creditCode}`)).json()) as {
    data: { subject: { name: string }; sections: Section[] };
  };
  const { sections, subject } = report.data;
  const [first, ...rest] = sections;
  const other = [...rest].sort((a, b) => b.total - a.total)[0]!;
  return { creditCode, name: subject.name, first: first!, other, sections };
}

/** The short name each tab shows, with its count. */
const TAB_NAMES: Record<string, string> = {
  permits: '行政许可',
  penalties: '行政处罚',
  redList: '红名单',
  blackList: '黑名单',
  dishonesty: '失信被执行人',
  commitments: '信用承诺',
  contractPerformance: '合同履约',
};
const label = (section: Section) => `${TAB_NAMES[section.key]}（${section.total}）`;

test('on a phone the archive’s code, report number and time each read whole, broken between them, not inside one', async ({ page, request }) => {
  const { creditCode } = await busySubject(request, 10);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/enterprise-detail?creditCode=${creditCode}`);
  // The lines each phrase is drawn on, found in the page's text wherever its markup splits it.
  const textLines = await textLinesIn(page);
  const lines = (pattern: string) => page.getByRole('main').evaluate((main, [count, source]) => count(main, source), [textLines, pattern] as const);
  for (const fact of ['报告编号：XYBG-[0-9A-Z-]+', '生成时间：\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}']) {
    expect(await lines(fact), fact).toBe(1);
  }
});

test('the record sections are tabs: the chosen one in the address, each paged on its own', async ({ page, request }) => {
  const { creditCode, name, first, other, sections } = await busySubject(request, 10);
  await page.goto(`/enterprise-detail?creditCode=${creditCode}&pageSize=10`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: '信用记录' });
  await expect(tabs.getByRole('tab')).toHaveCount(7);
  // Every tab says how many records it holds; the first is chosen, with its first page.
  for (const section of sections) await expect(tabs.getByRole('tab', { name: label(section) })).toBeVisible();
  const firstTab = tabs.getByRole('tab', { name: label(first) });
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: `${first.title}（${first.total} 条）` })).toBeVisible();
  const table = panel.getByRole('table', { name: first.title });
  await expect(table.getByRole('row')).toHaveCount(11);
  const firstRow = await table.getByRole('row').nth(1).innerText();
  await expectNoAxeViolations(page);

  // Its second page.
  await panel.getByRole('navigation', { name: `${first.title}分页` }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(table.getByRole('row')).toHaveCount(first.total - 10 + 1);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);

  // Another tab: its address, its own first page.
  const otherTab = tabs.getByRole('tab', { name: label(other) });
  await otherTab.click();
  await expect(page).toHaveURL(new RegExp(`tab=${other.key}`));
  expect(new URL(page.url()).searchParams.get('pageNo')).toBeNull();
  await expect(otherTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: `${other.title}（${other.total} 条）` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back returns to the first tab's second page.
  await page.goBack();
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await expectCurrentPage(page.getByRole('tabpanel').getByRole('navigation', { name: `${first.title}分页` }), 2);
});

test('the arrow keys move between the tabs and Enter opens one', async ({ page, request }) => {
  const { creditCode } = await busySubject(request, 10);
  await page.goto(`/company-detail?creditCode=${creditCode}`);
  const tabs = page.getByRole('tablist', { name: '信用记录' });
  await tabs.getByRole('tab').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=penalties/);
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each tab is a link to its address, answered with its records by the server', async ({ page, request }) => {
    const { creditCode, other } = await busySubject(request, 10);
    await page.goto(`/enterprise-detail?creditCode=${creditCode}`);
    await page.getByRole('tablist', { name: '信用记录' }).getByRole('tab', { name: label(other) }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${other.key}`));
    await expect(page.getByRole('tablist', { name: '信用记录' }).getByRole('tab', { name: label(other) })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2, name: `${other.title}（${other.total} 条）` })).toBeVisible();
    if (other.total > 0) await expect(panel.getByRole('table', { name: other.title }).getByRole('row').nth(1)).toBeVisible();
  });

  test('a malformed code in the address is answered 400 by the server with the back end’s reason, not a page left loading', async ({ page }) => {
    for (const address of ['/enterprise-detail?creditCode=91350300MA00000000', '/pdf-output?creditCode=91350300MA00000000']) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(400);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('统一社会信用代码校验位不正确');
      await expect(page.getByText('正在加载')).toHaveCount(0);
    }
  });
});

test('the report as an image holds every page of the report, one under another', async ({ page, request }) => {
  const { creditCode, name } = await busySubject(request, 10);
  await page.goto(`/enterprise-detail?creditCode=${creditCode}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载图片版' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}-信用报告.png`);
  const png = readFileSync((await download.path())!);
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  // A4 pages at 150 dpi (1754 px high) with a 24 px band between two: more than one page here.
  expect(width).toBe(1240);
  expect((height + 24) % (1754 + 24)).toBe(0);
  expect((height + 24) / (1754 + 24)).toBeGreaterThan(1);
});
