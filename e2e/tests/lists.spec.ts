import { contentListItems, expect, expectNoAxeViolations, test } from './fixtures';

test('a news list pages through its articles and keeps the page in the address', async ({ page }) => {
  await page.goto('/credit-dynamics');
  await expect(page.getByRole('heading', { level: 1, name: '信用动态' })).toBeVisible();
  const items = contentListItems(page).getByRole('link');
  await expect(items).toHaveCount(15);
  const firstTitle = await items.first().textContent();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(items.first()).not.toHaveText(firstTitle ?? '');
  await expectNoAxeViolations(page);
});

test('an article opens with its sanitised body and the breadcrumb trail of the list it came from', async ({ page }) => {
  await page.goto('/credit-announcement');
  const first = contentListItems(page).getByRole('link').first();
  const title = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/content-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const trail = page.getByRole('navigation', { name: '当前位置' });
  await expect(trail.getByRole('link', { name: '通知公告' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Back to the list through the trail (spec §4: revisiting cuts the trail back).
  await trail.getByRole('link', { name: '通知公告' }).click();
  await expect(page).toHaveURL(/\/credit-announcement$/);
  await expect(trail.getByRole('link', { name: '详情' })).toHaveCount(0);
});

test('a classification with children lists one child at a time', async ({ page }) => {
  await page.goto('/business-environment');
  const sub = page.getByRole('navigation', { name: '营商环境分类' });
  await expect(sub.getByRole('link', { name: '经验借鉴' })).toHaveAttribute('aria-current', 'page');
  await sub.getByRole('link', { name: '我市做法' }).click();
  await expect(page).toHaveURL(/type=/);
  await expect(sub.getByRole('link', { name: '我市做法' })).toHaveAttribute('aria-current', 'page');
});

test('the breadcrumb bar is hidden on /home', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '信用动态' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveCount(0);
});

test('an article that does not exist, or an address without its id, says the page does not exist', async ({ page }) => {
  for (const address of ['/content-detail?id=no-such-article', '/content-detail']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('请求的资源不存在');
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  }
  await expectNoAxeViolations(page);
});

test('a publicity record that does not exist says so in its layout, with a way home', async ({ page }) => {
  for (const address of ['/dishonest-person-detail?id=99999999', '/unusual-directory-detail?id=abc', '/credit-publicity-read?id=99999999']) {
    await page.goto(address);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('请求的资源不存在');
    await expect(main.getByRole('link', { name: '返回首页' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
