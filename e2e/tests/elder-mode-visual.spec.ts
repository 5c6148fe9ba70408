import { expect, test } from './fixtures';

// 关怀版 in the visual checks: a page of each kind as the server renders it in elder mode,
// compared with its committed baseline (e2e/tests/elder-mode-visual.spec.ts-snapshots/). Adverts are
// left out by the fixtures; moving content stands still (reduced motion); the seeded data is fixed.
test.use({ viewport: { width: 1280, height: 900 }, contextOptions: { reducedMotion: 'reduce' } });

const pages = [
  { name: 'home', path: '/home' },
  { name: 'list', path: '/credit-dynamics' },
  { name: 'detail', path: '/content-detail?id=414' },
  { name: 'form', path: '/credit-complaint' },
];

for (const { name, path } of pages) {
  test(`${name} (${path}) in 关怀版 looks as in its baseline`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'credit_portal_a11y', value: 'care', url: baseURL! }]);
    await page.goto(path);
    await expect(page.getByRole('button', { name: '返回标准版' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
  });
}
