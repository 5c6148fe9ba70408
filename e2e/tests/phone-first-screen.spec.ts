import { city } from '../city';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A phone's first screen shows the page: at 390 × 844 the portal's header keeps its name and two
// disclosure buttons (菜单, 搜索), so every page's own title and the start of its content are in view
// without scrolling, in standard mode and in 关怀版. Wide screens and browsers without script keep the
// whole header.

const phone = { width: 390, height: 844 };
const inElderMode = (baseURL: string | undefined) => [{ name: 'credit_portal_a11y', value: 'care', url: baseURL! }];

const routes = [
  { name: 'the home', path: '/home' },
  { name: 'a news list', path: '/credit-dynamics' },
  { name: 'a record list with its search', path: '/red-black-publicity' },
  { name: 'a form', path: '/credit-complaint' },
  { name: 'a guide’s content page', path: '/common-problem' },
  { name: 'an area’s page', path: '/credit-repair' },
  { name: 'a sub-site', path: '/ecology' },
  { name: 'another sub-site', path: '/farming' },
];

/**
 * Where the page's own title and the first thing after it (a text or a control of main, not the
 * breadcrumb's) end, in CSS px from the top of the screen.
 */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const main = [...document.querySelectorAll('main')].find((element) => element.getClientRects().length > 0)!;
    const title = main.querySelector('h1')!;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT);
    let start: Element | null = null;
    for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
      if (!(title.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) || title.contains(node) || node.closest('nav')) continue;
      const ownText = [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
      if ((ownText || node.matches('input, select, textarea, button, img')) && shown(node)) {
        start = node;
        break;
      }
    }
    return {
      title: title.getBoundingClientRect().bottom,
      start: start?.getBoundingClientRect().bottom ?? Infinity,
      startText: (start?.textContent ?? '').trim().slice(0, 20),
    };
  });
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: phone });

  for (const elder of [false, true]) {
    const mode = elder ? '关怀版' : '标准版';
    for (const { name, path } of routes) {
      test(`${name} (${path}) shows its h1 and the start of its content on the first screen, in ${mode}`, async ({ page, context, baseURL }) => {
        if (elder) await context.addCookies(inElderMode(baseURL));
        await page.goto(path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const { title, start, startText } = await firstScreen(page);
        expect(title, 'the bottom of the page’s h1').toBeLessThanOrEqual(phone.height);
        expect(start, `the bottom of the content’s first line (${startText})`).toBeLessThanOrEqual(phone.height);
      });
    }

    test(`菜单 and 搜索 open and close by keyboard, Escape gives focus back, and axe finds nothing open or closed, in ${mode}`, async ({ page, context, baseURL }) => {
      if (elder) await context.addCookies(inElderMode(baseURL));
      await page.goto('/home');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: '菜单' });
      const searchButton = header.getByRole('button', { name: '搜索' });
      const menu = page.getByRole('navigation', { name: '主导航' });
      const search = page.getByRole('search', { name: '信用信息搜索' });

      // Closed: the name's row and the two buttons; the menu, the account and the search are behind them.
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(searchButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(search).toBeHidden();
      await expect(header.getByRole('link', { name: '登录' })).toBeHidden();
      await expectNoAxeViolations(page, { elderMode: elder });

      // 菜单 by Enter: the menu and the account links; each controlled part is one the button names.
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
      const controlled = (await menuButton.getAttribute('aria-controls'))!.split(' ');
      expect(controlled.length).toBeGreaterThan(0);
      for (const id of controlled) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
      await expect(page.locator(`[id="${controlled.at(-1)}"]`).getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expectNoAxeViolations(page, { elderMode: elder });

      // Escape from a link of the menu closes it and focus goes back to 菜单.
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      // 搜索 by Space: the search band, and typing in its box; Escape there closes it, back to 搜索.
      await searchButton.focus();
      await page.keyboard.press('Space');
      await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
      await expect(search).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(page.locator(`[id="${await searchButton.getAttribute('aria-controls')}"]`).getByRole('search')).toBeVisible();
      await expectNoAxeViolations(page, { elderMode: elder });
      const box = search.getByRole('searchbox');
      await box.focus();
      await page.keyboard.type(`${city.short}`);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
      await expect(searchButton).toBeFocused();

      // Enter on the focused button opens it again, and a second Enter closes it.
      await page.keyboard.press('Enter');
      await expect(search).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(search).toBeHidden();
    });
  }

  test('a menu link opens its page and the menu is closed there', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '信用动态' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '信用动态' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 390 × 844 without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the menu, the account links and the search stay in view, with no button that needs a script', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('search', { name: '信用信息搜索' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '菜单' })).toBeHidden();
  });
});

test('a wide screen keeps the whole header, with no 菜单 nor 搜索 button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('search', { name: '信用信息搜索' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '菜单' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: '搜索' })).toBeHidden();
});
