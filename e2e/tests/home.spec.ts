import { city } from '../city';
import { crawledPaths } from './crawlTable';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The pages of the route table (the crawl visits each one).
const routed = crawledPaths();

interface NavigationTab {
  name: string;
  type: number;
  href: string;
}

test('opening the site root lands on /home with the tab menu from the database', async ({ page, request }) => {
  const answer = await request.get('/api/cms/front/navigationbar/tree');
  const { data: tabs } = (await answer.json()) as { data: NavigationTab[] };
  // Internal tabs (type 0) show when their page is in the route table; external ones (type 1) always.
  const shown = tabs.filter((tab) => tab.type === 1 || (tab.type === 0 && routed.has(tab.href.split('?')[0] ?? '')));
  const unrouted = tabs.filter((tab) => tab.type === 0 && !routed.has(tab.href.split('?')[0] ?? ''));
  expect(shown.length).toBeGreaterThan(7);

  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('navigation', { name: '主导航' });
  for (const tab of shown) {
    // External tabs (type 1) also tell screen-reader users that they open a new window.
    const name = tab.type === 1 ? new RegExp(`^${tab.name}`) : tab.name;
    await expect(menu.getByRole('link', { name, exact: tab.type !== 1 })).toBeVisible();
  }
  // Type 2 tabs are excluded from the menu (spec §3), and no tab leads to a page not built yet.
  for (const tab of [...tabs.filter((t) => t.type === 2), ...unrouted]) {
    await expect(menu.getByRole('link', { name: tab.name, exact: true })).toHaveCount(0);
  }
});

test('an anonymous visitor sees 注册 and 登录 in the header', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '注册' }).or(header.getByRole('button', { name: '注册' }))).toBeVisible();
  await expect(header.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fhome');
});

test('the document title is the portal name', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(`${city.portalName}`);
});

test('/home passes axe with zero violations', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path answers HTTP 404 with the 404 page, at its own address', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);
});
