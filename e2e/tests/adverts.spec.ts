import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ adverts: true });

test('floating adverts move, stop when paused, and can each be closed', async ({ page }) => {
  await page.goto('/home');
  const region = page.getByRole('complementary', { name: '浮动广告' });
  const close = region.getByRole('button', { name: /^关闭广告：/ });
  await expect(close.first()).toBeVisible();
  const count = await close.count();
  expect(count).toBeGreaterThan(0);

  const advert = close.first().locator('xpath=..');
  const before = await advert.boundingBox();
  await page.waitForTimeout(1000);
  const after = await advert.boundingBox();
  expect(after && before && (after.x !== before.x || after.y !== before.y)).toBe(true);

  await region.getByRole('button', { name: '暂停广告移动' }).click();
  const paused = await advert.boundingBox();
  await page.waitForTimeout(800);
  expect(await advert.boundingBox()).toEqual(paused);

  // Paused adverts may overlap: the one holding focus (or the pointer) comes to the front, so its
  // close button takes the click.
  await close.first().focus();
  await close.first().click();
  await expect(close).toHaveCount(count - 1);
  await expectNoAxeViolations(page);
});

test('with reduced motion the adverts stay still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const close = page.getByRole('complementary', { name: '浮动广告' }).getByRole('button', { name: /^关闭广告：/ }).first();
  await expect(close).toBeVisible();
  const advert = close.locator('xpath=..');
  const before = await advert.boundingBox();
  await page.waitForTimeout(1000);
  expect(await advert.boundingBox()).toEqual(before);
});

test('the left advert column shows only beside the content, never over it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  // The adverts have loaded once the floating ones show.
  await expect(page.getByRole('complementary', { name: '浮动广告' }).getByRole('button', { name: /^关闭广告：/ }).first()).toBeVisible();
  const column = page.getByRole('complementary', { name: '左侧广告' });
  await expect(column).toBeHidden();

  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(column).toBeVisible();
  await expect(column.getByRole('img').first()).toBeVisible();
  const box = (await column.boundingBox())!;
  const content = (await page.locator('#main-content > *').first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(content.x);
});

test('on a phone the adverts stand in a strip at the foot that covers nothing, and one closed stays closed for the visit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  const strip = page.getByRole('complementary', { name: '广告' });
  const close = strip.getByRole('button', { name: /^关闭广告：/ });
  await expect(close.first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);
  // Stuck to the window's foot while the page scrolls …
  const box = (await strip.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(box.height).toBeLessThan(844 / 4);
  // … and at the page's end below the footer, so everything can be read above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => Math.round((await page.getByRole('contentinfo').boundingBox())!.y + (await page.getByRole('contentinfo').boundingBox())!.height) <= Math.round((await strip.boundingBox())!.y)).toBe(true);
  await expectNoAxeViolations(page);

  const count = await close.count();
  const name = (await close.first().getAttribute('aria-label')) ?? '';
  await close.first().click();
  await expect(close).toHaveCount(count - 1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  if (count > 1) await expect(close.first()).toBeVisible();
  await expect(page.getByRole('button', { name })).toHaveCount(0);
});
