import { city } from '../city';
import type { Locator, Page } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Tried with the keyboard alone: dialogs take the focus and give it back, and wherever the
// focus goes a visitor can see it.

test('the captcha dialog takes the focus when it opens and gives it back to the search box when closed', async ({ page }) => {
  await page.goto('/home');
  const search = page.getByRole('searchbox', { name: '搜索关键词' });
  await search.focus();
  await page.keyboard.type(`${city.name}`);
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

/** Presses Tab (as a visitor would) until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${most} presses`).toBeFocused();
}

test('keyboard only: from the skip link, a clue typed, made anonymous, submitted through the 安全验证, and its receipt announced', async ({ page }) => {
  await page.goto('/drug-safe-clues');
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Enter');

  const form = page.getByRole('form', { name: '药品安全线索举报' });
  const type = async (label: string, text: string) => {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(text);
  };
  await type('被举报对象名称', `${city.districts[0]}百康药品经营部`);
  await type('被举报对象地址', `${city.name}${city.districts[0]}龙桥街道东园路66号`);
  await type('线索描述', '该经营部向老年人推销宣称能根治高血压的保健品，店内无执业药师。');
  await tabTo(page, form.getByLabel('匿名举报'));
  await page.keyboard.press('Space');
  await expect(form.getByLabel('匿名举报')).toBeChecked();
  await expect(form.getByLabel('手机号码')).toHaveCount(0);

  await tabTo(page, form.getByRole('button', { name: '提交' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await page.keyboard.type(captchaCode);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // The receipt takes the focus, so a screen reader reads it at once.
  const receipt = page.getByRole('region', { name: '药品安全线索已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(receipt.getByText(/^XS\d{12}$/)).toBeVisible();
  await expectNoAxeViolations(page);
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
