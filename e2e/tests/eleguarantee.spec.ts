import { contentListItems, expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';

// 电子保函 sub-site (pages/eleguarantee): its home and its two CMS columns, seeded by the reference server's
// features/eleguarantee (22 news articles, 17 policies). Articles open in the ecology sub-site's article page.

const TABS = '电子保函栏目';

test('the home shows the newest news and policies, each leading to its whole column', async ({ page }) => {
  await page.goto('/ele-guarantee-home');
  await expect(page.getByRole('heading', { level: 1, name: '电子保函' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  const news = page.getByRole('region', { name: '保函动态', exact: true });
  const policies = page.getByRole('region', { name: '政策法规', exact: true });
  await expect(news.getByRole('listitem')).toHaveCount(8);
  await expect(policies.getByRole('listitem')).toHaveCount(8);
  // Each article opens in the article page the spec has this sub-site reuse.
  await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  await expect(policies.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await news.getByRole('link', { name: /^更多\s*保函动态$/ }).click();
  await expect(page).toHaveURL(/\/ele-guarantee-news$/);
  await expect(page.getByRole('heading', { level: 1, name: '保函动态' })).toBeVisible();
});

test('保函动态 pages through the column’s 22 articles and lights its tab', async ({ page }) => {
  await page.goto('/ele-guarantee-news');
  await expect(page.getByRole('heading', { level: 1, name: '保函动态' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '保函动态' })).toHaveAttribute('aria-current', 'page');
  const links = contentListItems(page).getByRole('link');
  await expect(links).toHaveCount(15);
  await expect(links.first()).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  const firstTitle = ((await links.first().textContent()) ?? '').trim();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(links).toHaveCount(7);
  await expect(links.first()).not.toHaveText(firstTitle);
  await expectNoAxeViolations(page);

  // An article opens in the ecology sub-site's article page (the ecology pages own it).
  const title = ((await links.first().textContent()) ?? '').trim();
  await links.first().click();
  await expect(page).toHaveURL(/\/ecology-news-detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('main').getByText(/保函|保证金/).first()).toBeVisible();
});

test('政策法规 lists the policies over two pages', async ({ page }) => {
  await page.goto('/ele-guarantee-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
  const links = contentListItems(page).getByRole('link');
  await expect(links).toHaveCount(15);
  // The column's own articles, not another column's: every policy is about guarantees.
  const titles = await links.allTextContents();
  expect(titles.every((title) => title.includes('保函'))).toBe(true);
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(links).toHaveCount(2);
});

test('when the back end fails the home says so with the catalogue’s message and loads again on 重试', async ({ page }) => {
  const column = '**/api/cms/front/articleclassification/getClassificationByName*';
  await renderInBrowser(page);
  await page.route(column, (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
  await page.goto('/ele-guarantee-home');
  const news = page.getByRole('region', { name: '保函动态', exact: true });
  await expect(news.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(column);
  await news.getByRole('button', { name: '重试' }).click();
  await expect(news.getByRole('listitem')).toHaveCount(8);
});

test('when the back end fails the list says so instead of a blank page', async ({ page }) => {
  // The envelope's generic error (spec §8: shows the message); an HTTP error would be a console error.
  await renderInBrowser(page);
  await page.route('**/api/cms/front/articleinfo/pageByClassificationId*', (route) => route.fulfill({ json: { code: 500, msg: '系统繁忙，请稍后再试' } }));
  await page.goto('/ele-guarantee-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
  await expect(page.getByRole('main').getByText('系统繁忙，请稍后再试')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '重试' })).toBeVisible();
  await expect(contentListItems(page)).toHaveCount(0);
});
