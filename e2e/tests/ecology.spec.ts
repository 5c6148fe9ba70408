import { city } from '../city';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';

// The ecology sub-site (pages/ecology, routes/ecology.ts): its home with the figures of the evaluation and
// the penalties, the CMS columns, the evaluation results by grade, the honest and the violators' lists.
// Several pages each checked with axe: more than the default 30 s on a busy machine.
test.slow();

const FRONT = '/api/cmpinternetportalfront';
const INDUSTRY = encodeURIComponent('生态环境');

interface GradePage {
  records: { id: string; enterpriseName: string; creditCode: string; grade: string }[];
  total: number;
  gradeCounts: Record<'A' | 'B' | 'C' | 'D', number>;
}

async function evaluation(request: APIRequestContext, query = ''): Promise<GradePage> {
  const body = (await (await request.get(`${FRONT}/creditplus/tradesubjectgrade?industry=${INDUSTRY}&pageSize=15${query}`)).json()) as { data: GradePage };
  return body.data;
}

async function newestArticle(request: APIRequestContext, column: string) {
  const body = (await (await request.get(`/api/cms/front/articleinfo/pageByClassificationId?classificationId=${column}&pageSize=1`)).json()) as {
    data: { records: { id: string; title: string }[] };
  };
  const first = body.data.records[0];
  if (!first) throw new Error(`column ${column} is empty`);
  return first;
}

test('the home shows the sub-site’s header and tabs, the figures of the back end and its newest news', async ({ page, request }) => {
  const { gradeCounts } = await evaluation(request);
  const penalties = (await (await request.get(`${FRONT}/abnormal/environmentPage?pageSize=1`)).json()) as { data: { total: number } };
  const news = await newestArticle(request, 'ecology-news');

  await page.goto('/ecology');
  await expect(page.getByRole('heading', { level: 1, name: '生态环境信用' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '生态环境信用栏目' });
  await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '返回主站' })).toBeVisible();

  const figures = page.getByRole('region', { name: '信用公示', exact: true });
  await expect(figures.getByRole('link', { name: `${gradeCounts.A} 家 A级 环保诚信企业` })).toBeVisible();
  await expect(figures.getByRole('link', { name: `${gradeCounts.D} 家 D级 环保不良企业` })).toBeVisible();
  await expect(figures.getByRole('link', { name: `${penalties.data.total} 条 环境行政处罚` })).toBeVisible();
  await expect(page.getByRole('region', { name: '政策法规', exact: true }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('region', { name: '典型案例', exact: true }).getByRole('listitem')).toHaveCount(6);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The newest news opens on the sub-site's article page.
  await page.getByRole('region', { name: '信用动态', exact: true }).getByRole('link', { name: news.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ecology-news-detail\\?id=${news.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
  await expect(page.getByText(`${city.name}生态环境局`).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a grade figure of the home leads to the evaluation results of that grade', async ({ page, request }) => {
  const { gradeCounts } = await evaluation(request);
  await page.goto('/ecology');
  await page.getByRole('link', { name: `${gradeCounts.C} 家 C级 环保警示企业` }).click();
  await expect(page).toHaveURL(/\/ecology-publicity\?grade=C$/);
  await expect(page.getByRole('navigation', { name: '评价等级' }).getByRole('link', { name: /^C级 环保警示企业/ })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: '环保警示企业评价结果' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(gradeCounts.C, 15) + 1);
  await expect(table.getByRole('cell', { name: 'C级（环保警示企业）' })).toHaveCount(Math.min(gradeCounts.C, 15));
  await expect(page.getByRole('navigation', { name: '生态环境信用栏目' }).getByRole('link', { name: '信用公示' })).toHaveAttribute('aria-current', 'page');
});

test('the evaluation results count each grade, search by name and page through the list', async ({ page, request }) => {
  const all = await evaluation(request);
  const total = all.gradeCounts.A + all.gradeCounts.B + all.gradeCounts.C + all.gradeCounts.D;
  await page.goto('/ecology-publicity');
  await expect(page.getByRole('heading', { level: 1, name: '企业环境信用评价结果' })).toBeVisible();
  const grades = page.getByRole('navigation', { name: '评价等级' });
  await expect(grades.getByRole('link', { name: `全部（${total}）` })).toHaveAttribute('aria-current', 'page');
  await expect(grades.getByRole('link', { name: `A级 环保诚信企业（${all.gradeCounts.A}）` })).toBeVisible();
  const table = page.getByRole('table', { name: '企业环境信用评价结果' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expectNoAxeViolations(page);

  // The pager of spec §9: the second page starts after the first fifteen.
  const second = await evaluation(request, '&pageNo=2');
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(table.getByRole('cell', { name: second.records[0]?.enterpriseName ?? '', exact: true })).toBeVisible();

  // A name narrows the list, and the grade counts follow the keyword.
  const target = all.records[0];
  if (!target) throw new Error('no evaluated enterprise');
  await page.getByRole('searchbox', { name: '关键词' }).fill(target.creditCode);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${target.creditCode}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: target.enterpriseName, exact: true })).toBeVisible();
  await expect(grades.getByRole('link', { name: '全部（1）' })).toBeVisible();

  await page.getByRole('searchbox', { name: '关键词' }).fill('不存在的企业名称');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('未找到与“不存在的企业名称”相关的评价结果')).toBeVisible();
});

test('when the back end fails the results show the catalogue’s message and load again on 重试', async ({ page }) => {
  await renderInBrowser(page);
  await page.route('**/api/cmpinternetportalfront/creditplus/tradesubjectgrade*', (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
  await page.goto('/ecology-publicity');
  await expect(page.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
  await page.unroute('**/api/cmpinternetportalfront/creditplus/tradesubjectgrade*');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '企业环境信用评价结果' }).getByRole('row')).toHaveCount(16);
});

test('the honest list holds only A-grade enterprises and the whole list holds every grade', async ({ page, request }) => {
  const { gradeCounts } = await evaluation(request);
  await page.goto('/ecology-ep-honest');
  await expect(page.getByRole('heading', { level: 1, name: '环保诚信企业' })).toBeVisible();
  const honest = page.getByRole('table', { name: '环保诚信企业' });
  await expect(honest.getByRole('row')).toHaveCount(Math.min(gradeCounts.A, 15) + 1);
  await expect(honest.getByRole('cell', { name: 'A', exact: true })).toHaveCount(Math.min(gradeCounts.A, 15));

  await page.goto('/ecology-publicity');
  await page.getByRole('link', { name: '查看全部评价结果' }).click();
  await expect(page).toHaveURL(/\/ecology-publicity-all$/);
  await expect(page.getByRole('heading', { level: 1, name: '企业环境信用评价结果（全部）' })).toBeVisible();
  await expect(page.getByRole('table', { name: '全部评价结果' }).getByRole('row')).toHaveCount(16);
});

test('a violator of the environment list opens its penalty in full', async ({ page, request }) => {
  const body = (await (await request.get(`${FRONT}/abnormal/environmentPage?pageSize=1`)).json()) as {
    data: { records: { id: string; subjectName: string; documentNo: string }[] };
  };
  const first = body.data.records[0];
  if (!first) throw new Error('no environment penalty');
  await page.goto('/ecology-ep-dishonest');
  await expect(page.getByRole('heading', { level: 1, name: '环境违法企业' })).toBeVisible();
  const table = page.getByRole('table', { name: '环境违法企业' });
  await expect(table.getByRole('cell', { name: first.documentNo })).toBeVisible();
  await table.getByRole('link', { name: first.subjectName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/license-punishment-detail\\?dataId=${first.id}&type=2`));
  await expect(page.getByText(first.documentNo).first()).toBeVisible();
});

test('the columns list their articles and the introduction shows the column’s article', async ({ page, request }) => {
  const policy = await newestArticle(request, 'ecology-policy');
  await page.goto('/ecology-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '生态环境信用栏目' }).getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: policy.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();

  await page.goto('/ecology-introduction');
  await expect(page.getByRole('heading', { level: 1, name: '生态环境信用简介' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '评价等级' })).toBeVisible();
  await expectNoAxeViolations(page);
});
