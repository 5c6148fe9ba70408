import { contentListItems, expect, expectNoAxeViolations, renderInBrowser, test } from './fixtures';

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

test('the breadcrumb trail survives a reload: the server renders the article alone, and the browser takes up the kept trail once hydrated', async ({ page, consoleErrors }) => {
  await page.goto('/credit-announcement');
  await contentListItems(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/content-detail\?id=/);
  const trail = page.getByRole('navigation', { name: '当前位置' });
  await expect(trail.getByRole('link', { name: '通知公告' })).toBeVisible();

  // The server's page has no trail of the visit (it never reads the visitor's storage); once hydrated,
  // the page shows the kept one again, without a mismatch between the two renders.
  const served = await (await page.request.get(page.url())).text();
  const servedTrail = /<nav aria-label="当前位置"[^>]*>([\s\S]*?)<\/nav>/.exec(served)?.[1] ?? '';
  expect(servedTrail).toContain('详情');
  expect(servedTrail).not.toContain('通知公告');
  await page.reload();
  await expect(trail.getByRole('link', { name: '通知公告' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an article is sanitised where it is loaded: the first page brings no sanitizer; a navigation and the page rendered in the browser show a hostile body harmless', async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const sanitizer = () => scripts.filter((url) => url.includes('/articleSanitizer-'));
  await page.goto('/credit-announcement');
  const first = contentListItems(page).getByRole('link').first();
  const title = ((await first.textContent()) ?? '').trim();
  const address = (await first.getAttribute('href')) ?? '';
  // The server's page holds the article sanitised by the route's loader; its hydration needs no sanitizer.
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(sanitizer()).toEqual([]);

  // The same article answered with a hostile body, on a navigation in the browser: its loader sanitises it.
  await page.route('**/api/cms/front/articleinfo/detail/**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { content: string } };
    answer.data.content =
      '<p onclick="window.__xss=1">正文第一段</p><script>window.__xss=1</script>' +
      '<img src="/favicon.ico" onload="window.__xss=1" onerror="window.__xss=1" alt="示意图">' +
      '<a href="javascript:window.__xss=1">点击查看</a><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>';
    await route.fulfill({ response, json: answer });
  });
  const harmless = async () => {
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByText('正文第一段')).toBeVisible();
    await expect(article.getByRole('img', { name: '示意图' })).toBeVisible();
    await expect(article.locator('script, iframe, [onclick], [onload], [onerror]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: '点击查看' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    // Chromium reports each handler attribute DOMPurify's parse of the body met as refused by the page's
    // Content-Security-Policy (nothing ran); those and only those are the page's console errors here.
    expect(consoleErrors.length).toBeGreaterThan(0);
    for (const error of consoleErrors) expect(error).toMatch(/^Executing inline event handler violates .* The action has been blocked\./);
    consoleErrors.length = 0;
  };
  await page.goto('/credit-announcement');
  await contentListItems(page).getByRole('link', { name: title }).click();
  await harmless();
  expect(sanitizer()).toHaveLength(1);

  // The page rendered in the browser (the static copy's way): the route's loader runs there first.
  await renderInBrowser(page);
  await page.goto(address);
  await harmless();
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
