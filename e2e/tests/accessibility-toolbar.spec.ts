import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, textContrasts, test } from './fixtures';
import { signOn } from './flows';
import { keptAccessibilitySettings } from './modeContrast';

// The 无障碍 toolbar, by keyboard: opened from the strip above the header, every control used,
// remembered across pages and reloads and rendered by the server with the first answer.

/** The browser's speech synthesis, recorded: the page's read-aloud is observed, not heard. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { speechCalls: string[] }).speechCalls = calls;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => calls.push(`speak:${utterance.lang}:${utterance.text}`),
        cancel: () => calls.push('cancel'),
        pause: () => calls.push('pause'),
        resume: () => calls.push('resume'),
        getVoices: () => [],
      },
    });
  });
});

const speechCalls = (page: Page) => page.evaluate(() => (window as unknown as { speechCalls: string[] }).speechCalls);

test('keyboard only: open the toolbar, enlarge the text, switch to high contrast; the server renders the choice on the next page', async ({ page }) => {
  await page.goto('/credit-dynamics');
  const heading = page.getByRole('heading', { level: 1 });
  const baseSize = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

  // Right after the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Tab');
  const opener = page.getByRole('button', { name: '无障碍浏览' });
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('region', { name: '无障碍工具' });
  await expect(toolbar).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');

  // Tab to 放大文字 (缩小文字 is disabled at 100%) and press it twice.
  await page.keyboard.press('Tab');
  await expect(toolbar.getByRole('button', { name: '放大文字' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('group', { name: '文字大小' })).toContainText('150%');
  expect(await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeCloseTo(baseSize * 1.5, 0);

  await toolbar.getByRole('button', { name: '高对比度' }).focus();
  await page.keyboard.press('Space');
  await expect(toolbar.getByRole('button', { name: '高对比度' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(0, 0, 0)');
  // The header's name and links and the main menu stand out from their own background, at 7:1.
  const weak = (await textContrasts(page, 'header a, header button, nav[aria-label="主导航"] a')).filter(({ ratio }) => ratio < 7);
  expect(weak, 'header and menu text under 7:1 in 高对比度').toEqual([]);
  await expectNoAxeViolations(page);

  // Another page: its first answer already has the settings and the open toolbar (no flash, no shift).
  await expect.poll(keptAccessibilitySettings(page)).toBe('t150.high.open');
  const answer = await page.request.get('/credit-research');
  const html = await answer.text();
  const htmlClass = /<html lang="zh-CN" class="([^"]*)">/.exec(html)?.[1] ?? '';
  expect(htmlClass.split(' ').length).toBeGreaterThanOrEqual(3);
  expect(html).toContain('aria-label="无障碍工具"');
  await page.goto('/credit-research');
  await expect(page.getByRole('region', { name: '无障碍工具' })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeCloseTo(baseSize * 1.5, 0);
});

test('keyboard only: reads the page aloud in Mandarin, pauses and stops; 大鼠标, 阅读辅助线, 反色; 重置 and 关闭工具条 put everything back', async ({ page }) => {
  await page.goto('/credit-dynamics');
  await page.getByRole('button', { name: '无障碍浏览' }).press('Enter');
  const toolbar = page.getByRole('region', { name: '无障碍工具' });
  await toolbar.getByRole('button', { name: '朗读本页' }).press('Enter');
  await expect(toolbar.getByRole('group', { name: '朗读' })).toContainText('正在朗读');
  const spoken = (await speechCalls(page)).filter((call) => call.startsWith('speak:'));
  expect(spoken.every((call) => call.startsWith('speak:zh-CN:'))).toBe(true);
  expect(spoken.join('')).toContain('信用动态');
  await toolbar.getByRole('button', { name: '暂停朗读' }).press('Enter');
  await toolbar.getByRole('button', { name: '停止朗读' }).press('Enter');
  expect(await speechCalls(page)).toEqual(expect.arrayContaining(['pause', 'cancel']));
  await expect(toolbar.getByRole('button', { name: '朗读本页' })).toBeVisible();

  await toolbar.getByRole('button', { name: '大鼠标' }).press('Enter');
  await toolbar.getByRole('button', { name: '阅读辅助线' }).press('Enter');
  await expect(page.locator('[data-reading-guide]')).toHaveCount(1);
  await toolbar.getByRole('button', { name: '反色' }).press('Enter');
  await expectNoAxeViolations(page);
  await toolbar.getByRole('button', { name: '重置' }).press('Enter');
  await expect(page.locator('[data-reading-guide]')).toHaveCount(0);
  await toolbar.getByRole('button', { name: '关闭工具条' }).press('Enter');
  await expect(page.getByRole('button', { name: '无障碍浏览' })).toBeFocused();
  // Nothing is kept: the cookie ends, and the page loaded again is the standard one.
  await expect.poll(keptAccessibilitySettings(page)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('region', { name: '无障碍工具' })).toHaveCount(0);
});

test.describe('关怀版', () => {
  test.use({ adverts: true });

  test('switched on by keyboard: no adverts, 24 px text at 1.5 line height, 7:1 contrast; rendered so by the server after a reload, and switched off again', async ({ page }) => {
    const anAdvert = page.getByRole('complementary', { name: '浮动广告' }).getByRole('button', { name: /^关闭广告：/ }).first();
    await page.goto('/credit-dynamics');
    await expect(anAdvert).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '切换到关怀版' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '返回标准版' })).toBeFocused();
    await expect(page.getByRole('complementary', { name: /广告/ })).toHaveCount(0);

    const bodyText = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    const style = () => bodyText.evaluate((element) => ({ size: parseFloat(getComputedStyle(element).fontSize), color: getComputedStyle(element).color }));
    expect((await style()).size).toBeGreaterThanOrEqual(24);
    await expectNoAxeViolations(page, { elderMode: true });

    // The server's first answer is already in 关怀版, and asks for no adverts.
    await expect.poll(keptAccessibilitySettings(page)).toBe('care');
    const adverts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cms/front/notice/list')) adverts.push(request.url());
    });
    await page.reload();
    const html = await (await page.request.get('/credit-dynamics')).text();
    expect(html).toContain('返回标准版');
    expect((await style()).size).toBeGreaterThanOrEqual(24);
    await page.waitForTimeout(500);
    expect(adverts).toEqual([]);
    await expect(page.getByRole('complementary', { name: /广告/ })).toHaveCount(0);

    await page.getByRole('button', { name: '返回标准版' }).click();
    await expect(anAdvert).toBeVisible();
    expect((await style()).size).toBeLessThan(24);
  });
});

test('登录即将过期: asked two minutes before the login expires, 继续使用 keeps it (WCAG 2.2.1)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/user');
  await signOn(page, 'qiye');
  await expect(page).toHaveURL(/\/user$/);
  // The user centre has loaded (its calls answered) before the clock jumps: a call still under way would time out in the jump.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const expiresAt = async () => {
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'credit-portal-token');
    return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { expires_at?: number }).expires_at ?? 0;
  };
  const first = await expiresAt();
  const now = await page.evaluate(() => Date.now());
  expect(first - now).toBeGreaterThan(60 * 60_000);

  // Three minutes before: nothing yet; then past the two-minute mark (a timer set for that moment).
  await page.clock.fastForward(first - now - 3 * 60_000);
  await expect(page.getByRole('dialog', { name: '登录即将过期' })).toHaveCount(0);
  await page.clock.fastForward(65_000);
  const dialog = page.getByRole('dialog', { name: '登录即将过期' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/剩余时间：1 分 \d+ 秒/);
  await expectNoAxeViolations(page);

  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/renewToken'));
  await dialog.getByRole('button', { name: '继续使用' }).click();
  expect((await (await renewed).json()).code).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('已为您延长登录时间')).toBeVisible();
  expect(await expiresAt()).toBeGreaterThan(first);
});
