import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { withFault } from './flows';
import { hasSubsite } from '../city';

// The free-trade-area and credit-loan sub-sites (pages/freetradearea, pages/creditloan): their homes,
// the column overviews and full lists, the articles, the loan products and the institutions.
// Several pages each checked with axe: more than the default 30 s on a busy machine.
// The free trade area is a sub-site: a city without it (portal.json's subsites) has none of these pages.
test.skip(!hasSubsite('freetradearea'), 'the city has no free trade area');
test.slow();

const CMS = '/api/cms/front';
const FINANCE = '/credit/finance/front/product';

interface Article {
  id: string;
  title: string;
  summary?: string;
}

async function column(request: APIRequestContext, id: string, pageNo = 1, pageSize = 15) {
  const body = (await (await request.get(`${CMS}/articleinfo/pageByClassificationId?classificationId=${id}&pageNo=${pageNo}&pageSize=${pageSize}`)).json()) as {
    data: { records: Article[]; total: number };
  };
  return body.data;
}

test.describe('自贸区', () => {
  test('the home shows the four columns at a glance, each leading to its whole list', async ({ page, request }) => {
    const news = await column(request, 'fta-news', 1, 6);
    const publicity = await column(request, 'fta-publicity', 1, 6);
    await page.goto('/free-trade-area');
    await expect(page.getByRole('heading', { level: 1, name: '自贸区信用' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '自贸区信用栏目' });
    await expect(tabs.getByRole('link')).toHaveText(['新闻动态', '政策法规', '扶持政策', '信用公示']);
    for (const name of ['新闻动态', '政策法规', '扶持政策', '信用公示']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('link', { name: news.records[0]?.title })).toBeVisible();
    await expect(page.getByRole('link', { name: publicity.records[5]?.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^更多\s*信用公示$/ }).click();
    await expect(page).toHaveURL(/\/free-trade-area\/publicity$/);
    await expect(page.getByRole('heading', { level: 1, name: '信用公示' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '自贸区信用栏目' }).getByRole('link', { name: '信用公示' })).toHaveAttribute('aria-current', 'page');
  });

  test('a column page shows the newest articles with their summaries and leads to the whole column', async ({ page, request }) => {
    const law = await column(request, 'fta-law', 1, 6);
    await page.goto('/free-trade-area-policy-law');
    await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '自贸区信用栏目' }).getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    const digest = page.getByRole('list', { name: '政策法规最新文章' });
    await expect(digest.getByRole('listitem')).toHaveCount(6);
    await expect(digest.getByRole('heading', { level: 2, name: law.records[0]?.title })).toBeVisible();
    await expect(digest.getByText(law.records[0]?.summary ?? '')).toBeVisible();

    await page.getByRole('link', { name: `查看全部政策法规（共 ${law.total} 篇）` }).click();
    await expect(page).toHaveURL(/\/free-trade-area-policy\/law$/);
    const menu = page.getByRole('navigation', { name: '自贸区栏目' });
    await expect(menu.getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('the whole news column pages through all its articles and opens one in the sub-site', async ({ page, request }) => {
    const second = await column(request, 'fta-news', 2, 15);
    expect(second.total).toBeGreaterThan(15);
    await page.goto('/free-trade-area/new');
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible();
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    const article = second.records[0];
    await page.getByRole('link', { name: article?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/free-trade-area/news-detail\\?id=${article?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article?.title })).toBeVisible();
    // Still in the sub-site: its header and tabs stay.
    await expect(page.getByRole('navigation', { name: '自贸区信用栏目' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a column that fails to load says why and loads again on 重试', async ({ page, request }) => {
    const publicity = await column(request, 'fta-publicity');
    await renderInBrowser(page);
    await page.route(`**${CMS}/articleinfo/pageByClassificationId*`, withFault('code=500'));
    await page.goto('/free-trade-area/publicity');
    await expect(page.getByText('加载失败')).toBeVisible();
    await page.unroute(`**${CMS}/articleinfo/pageByClassificationId*`);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('link', { name: publicity.records[0]?.title })).toBeVisible();
  });
});

interface Institution {
  id: string;
  name: string;
  shortName: string;
  kind: string;
  productCount: number;
}

async function institutions(request: APIRequestContext, query = ''): Promise<Institution[]> {
  return ((await (await request.get(`${FINANCE}/blankJrJg${query}`)).json()) as { data: Institution[] }).data;
}

test.describe('信用贷', () => {
  test('the home shows the platform’s figures, recommended products, institutions and news', async ({ page, request }) => {
    const home = ((await (await request.get(`${FINANCE}/productHomePage?size=6`)).json()) as {
      data: { featured: { name: string }[]; statistics: { productCount: number; institutionCount: number } };
    }).data;
    const news = await column(request, 'credit-loan-news', 1, 8);
    await page.goto('/credit-loan-home');
    await expect(page.getByRole('heading', { level: 1, name: '信用贷' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '信用贷栏目' }).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${home.statistics.productCount}$`) }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: home.featured[0]?.name })).toBeVisible();
    await expect(page.getByRole('link', { name: news.records[0]?.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: news.records[0]?.title }).click();
    await expect(page).toHaveURL(/\/credit-loan-news-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: news.records[0]?.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '信用贷栏目' }).getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
  });

  test('the special services search the products by type and name, and say so when none match', async ({ page }) => {
    await page.goto('/credit-loan-service');
    await expect(page.getByRole('heading', { level: 1, name: '特色服务' })).toBeVisible();
    const search = page.getByRole('search', { name: '金融产品查询' });
    await search.getByLabel('产品类型').selectOption('抵押贷款');
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/productType=/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('抵押贷款');
    await expectNoAxeViolations(page);

    await search.getByLabel('产品或机构名称').fill('不存在的产品甲乙丙');
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('没有符合条件的金融产品')).toBeVisible();
  });

  test('a service guide opens under 特色服务', async ({ page, request }) => {
    const guides = await column(request, 'credit-loan-guides');
    const guide = guides.records.find((a) => a.title === '信用贷款申请流程');
    await page.goto('/credit-loan-service');
    await page.getByRole('complementary', { name: '服务指南' }).getByRole('link', { name: '信用贷款申请流程' }).click();
    await expect(page).toHaveURL(new RegExp(`/credit-loan-newsInfo\\?id=${guide?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: '信用贷款申请流程' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '信用贷栏目' }).getByRole('link', { name: '特色服务' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('the institutions filter by kind and lead to the products of one institution', async ({ page, request }) => {
    const guarantors = await institutions(request, `?kind=${encodeURIComponent('融资担保机构')}`);
    const all = await institutions(request);
    expect(guarantors.length).toBeGreaterThan(0);
    await page.goto('/credit-loan-mechanism');
    await expect(page.getByRole('heading', { level: 1, name: '金融机构' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: all[0]?.name })).toBeVisible();
    await page.getByRole('navigation', { name: '机构类型' }).getByRole('link', { name: '融资担保机构' }).click();
    await expect(page.getByRole('article')).toHaveCount(Math.min(guarantors.length, 15));
    await expect(page.getByRole('heading', { level: 2, name: all[0]?.name })).toBeHidden();
    await expectNoAxeViolations(page);

    const guarantor = guarantors[0] as Institution;
    await page.getByRole('link', { name: `查看${guarantor.shortName}的金融产品（${guarantor.productCount} 款）` }).click();
    await expect(page).toHaveURL(/\/credit-loan-service\?institutionId=/);
    await expect(page.getByText(`金融机构：${guarantor.name}`)).toBeVisible();
    await expect(page.getByText(`共 ${guarantor.productCount} 款产品`)).toBeVisible();
    for (const text of await page.getByRole('article').allInnerTexts()) expect(text).toContain(guarantor.name);
  });

  test('the news list pages through the news and opens an article', async ({ page, request }) => {
    const news = await column(request, 'credit-loan-news');
    await page.goto('/credit-loan-news');
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '信用贷栏目' }).getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await page.getByRole('link', { name: news.records[1]?.title }).click();
    await expect(page).toHaveURL(/\/credit-loan-news-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: news.records[1]?.title })).toBeVisible();
  });
});
