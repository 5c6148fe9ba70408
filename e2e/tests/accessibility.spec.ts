import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 15, tried with the keyboard alone: dialogs take the focus and give it back, and wherever the
// focus goes a visitor can see it.

test('the captcha dialog takes the focus when it opens and gives it back to the search box when closed', async ({ page }) => {
  await page.goto('/home');
  const search = page.getByRole('searchbox', { name: '搜索关键词' });
  await search.focus();
  await page.keyboard.type('莆田市');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(search).toBeFocused();
});

test('the leave-the-site dialog takes the focus and gives it back to the tab that opened it', async ({ page }) => {
  await page.goto('/home');
  const tab = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^信用中国/ });
  await tab.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您即将离开本站');
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: '取消' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(tab).toBeFocused();
});

/** What the focused element shows: its outline's width (px) or whether a box shadow marks it. */
async function focusMark(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' ? Number.parseFloat(style.outlineWidth) : 0;
    return {
      name: `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20)}`,
      marked: outline >= 2 || style.boxShadow !== 'none',
    };
  });
}

for (const route of ['/home', '/credit-dynamics', '/leavemessage']) {
  test(`every stop of the keyboard on ${route} shows where the focus is`, async ({ page }) => {
    await page.goto(route);
    const unmarked: string[] = [];
    // The header, the menus and the page's first controls: 40 stops.
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const mark = await focusMark(page);
      if (mark && !mark.marked) unmarked.push(mark.name);
    }
    expect(unmarked).toEqual([]);
  });
}
