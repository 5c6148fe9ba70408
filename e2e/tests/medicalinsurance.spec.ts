import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectEveryText, expectNoAxeViolations, test, renderInBrowser } from './fixtures';

// The medical-insurance sub-site (pages/medical): its home, tabs, the scoring scheme, the statistics and
// the published score results, in the sub-site's layout with its own header and tabs.
// The flows cross several pages with axe on each: three times the usual time.
test.slow();

const SCORES = '/api/cmpinternetportalfront/medicalinsurance/scoreResult/page';

interface Score {
  institutionName: string;
  institutionCode: string;
  level: 'A' | 'B' | 'C' | 'D';
  score: number;
}
interface ScorePage {
  records: Score[];
  total: number;
  cycle: string;
  cycles: string[];
  levelCounts: Record<'A' | 'B' | 'C' | 'D', number>;
  typeCounts: { institutionType: string; levelCounts: Record<'A' | 'B' | 'C' | 'D', number> }[];
}

async function scores(request: APIRequestContext, query = ''): Promise<ScorePage> {
  return ((await (await request.get(`${SCORES}?${query}`)).json()) as { data: ScorePage }).data;
}

async function newest(request: APIRequestContext, classificationId: string): Promise<{ id: string; title: string }> {
  const body = (await (await request.get(`/api/cms/front/articleinfo/pageByClassificationId?classificationId=${classificationId}&pageSize=1`)).json()) as {
    data: { records: { id: string; title: string }[] };
  };
  const first = body.data.records[0];
  if (!first) throw new Error(`no article in ${classificationId}`);
  return first;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '医保信用栏目' });
const resultRows = (page: Page) => page.getByRole('table', { name: '定点医药机构信用评价结果' }).locator('tbody tr');

test('the home shows the newest news, policies and best scores, and 更多 opens the whole news list in the sub-site', async ({ page, request }) => {
  const news = await newest(request, 'medical-news');
  const policy = await newest(request, 'medical-policy');
  const latest = await scores(request, 'pageSize=1');
  await page.goto('/medical-insurance');
  await expect(page.getByRole('heading', { level: 1, name: '医保信用' })).toBeVisible();
  // The sub-site's five tabs of spec §9 replace the portal's menu.
  await expect(tabs(page).getByRole('link')).toHaveText(['医保新闻', '医保政策', '医保统计', '信用评价', '评价结果']);
  await expect(page.getByRole('region', { name: '医保动态', exact: true }).getByRole('link', { name: news.title })).toBeVisible();
  await expect(page.getByRole('region', { name: '医保政策', exact: true }).getByRole('link', { name: policy.title })).toBeVisible();
  const best = page.getByRole('table', { name: new RegExp(`^${latest.cycle}定点医药机构信用评价结果`) });
  await expect(best.locator('tbody tr').first().locator('td').first()).toHaveText(latest.records[0]?.institutionName ?? '');
  await expectNoAxeViolations(page);

  await page.getByRole('region', { name: '医保动态', exact: true }).getByRole('link', { name: /更多/ }).click();
  await expect(page).toHaveURL(/\/medical-insurance\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: '医保动态' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: '医保新闻' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
  await page.getByRole('link', { name: news.title }).click();
  await expect(page).toHaveURL(new RegExp(`/medical-insurance/article\\?id=${news.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
  // Still inside the sub-site: its header and tabs.
  await expect(tabs(page)).toBeVisible();
});

test('the picture news open with their photo', async ({ page, request }) => {
  const picture = await newest(request, 'medical-image-news');
  await page.goto('/medical-insurance/image-news');
  await page.getByRole('link', { name: picture.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: picture.title })).toBeVisible();
  const photo = page.getByRole('main').getByRole('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('the score results list the best first, filter by level, find an institution by code and say when nothing matches', async ({ page, request }) => {
  const all = await scores(request, 'pageSize=15');
  const first = all.records[0];
  if (!first) throw new Error('no score results');
  await page.goto('/medical-insurance-score-result');
  await expect(page.getByRole('heading', { level: 1, name: '定点医药机构信用评价结果' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: '评价结果' })).toHaveAttribute('aria-current', 'page');
  await expect(resultRows(page).first().locator('td').first()).toHaveText(first.institutionName);
  await expect(page.getByText(`A级机构（家）`).locator('..').getByRole('definition')).toHaveText(String(all.levelCounts.A));
  // More results than one page (spec §9 pager).
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' })).toBeEnabled();

  const form = page.getByRole('search', { name: '评价结果查询' });
  await form.getByRole('combobox', { name: '信用等级' }).selectOption('C');
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/level=C/);
  await expectEveryText(resultRows(page).locator('td:nth-child(6)'), (text) => text.startsWith('C级'));

  await form.getByRole('link', { name: '重置' }).click();
  await form.getByRole('searchbox', { name: '关键词' }).fill(first.institutionCode);
  await form.getByRole('button', { name: '查询' }).click();
  await expect(resultRows(page)).toHaveCount(1);
  await expect(resultRows(page).first().locator('td').nth(1)).toHaveText(first.institutionCode);

  await form.getByRole('searchbox', { name: '关键词' }).fill('没有这家机构');
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('未找到符合条件的机构')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('when the score results fail the page says so with the catalogue’s message and loads again on 重试', async ({ page }) => {
  await renderInBrowser(page);
  await page.route(`**${SCORES}*`, (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
  await page.goto('/medical-insurance/score-result');
  await expect(page.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
  await page.unroute(`**${SCORES}*`);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(resultRows(page).first()).toBeVisible();
});

test('the statistics tab counts the institutions per level and type, per cycle, as the back end does', async ({ page, request }) => {
  const newestCycle = await scores(request, 'pageSize=1');
  const older = newestCycle.cycles[1];
  if (!older) throw new Error('only one cycle published');
  const olderCounts = await scores(request, `pageSize=1&cycle=${encodeURIComponent(older)}`);
  const bulletin = await newest(request, 'medical-statistic');
  await page.goto('/medical-insurance-statistic');
  await expect(page.getByRole('heading', { level: 1, name: '医保统计' })).toBeVisible();
  const table = page.getByRole('table', { name: `${newestCycle.cycle}信用等级分布（家）` });
  const total = table.getByRole('row', { name: /^合计/ });
  await expect(total.locator('td')).toHaveText(['合计', ...(['A', 'B', 'C', 'D'] as const).map((l) => String(newestCycle.levelCounts[l])), String(newestCycle.total)]);
  await expect(page.getByRole('link', { name: bulletin.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: '评价周期' }).getByRole('link', { name: older }).click();
  const olderTable = page.getByRole('table', { name: `${older}信用等级分布（家）` });
  await expect(olderTable.getByRole('row', { name: /^合计/ }).locator('td').nth(1)).toHaveText(String(olderCounts.levelCounts.A));
  await page.getByRole('link', { name: `查看${older}全部评价结果` }).click();
  await expect(page).toHaveURL(/\/medical-insurance\/score-result\?cycle=/);
  await expect(page.getByText(`当前显示${older}评价结果`)).toBeVisible();
});

test('the scoring tab shows the scheme, and each part opens on its own page under the 信用评价 tab', async ({ page }) => {
  await page.goto('/medical-insurance-score');
  await expect(page.getByRole('heading', { level: 1, name: '定点医药机构信用评价' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '定点医药机构信用评价说明' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: '信用评价办法' }).getByRole('link', { name: '信用等级' }).click();
  await expect(page).toHaveURL(/\/medical-insurance\/score-level$/);
  await expect(page.getByRole('heading', { level: 1, name: '定点医药机构信用等级' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '严重失信' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: '信用评价' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '信用评价办法' }).getByRole('link', { name: '信用等级' })).toHaveAttribute('aria-current', 'page');
});
