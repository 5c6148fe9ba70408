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
