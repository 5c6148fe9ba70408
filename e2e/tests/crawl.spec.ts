import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, formsSendingTypedFieldsByGet, searchesNotSentWithoutScript, smallTargets, test as portalTest, waitForReadyOnEveryLoad } from './fixtures';
import { addressOf, crawlAreas, readValues } from './crawlTable';
import { authorizationOf, operatorLogin, signOn, signOnFrom } from './flows';
import { sideBySideBlocks } from './oneColumn';
import { brokenValues } from './oneLineValues';
import { contrastFailures, displayModes, switchDisplayMode, type DisplayMode } from './modeContrast';

// Every route of the portal's table, area by area (e2e/crawl/*.json): no 404, a visible level-one
// heading, no form that would send typed fields by GET, no search or filter that needs the page's script,
// no console error (a hydration mismatch of the server's render is one), zero axe violations under every
// rule, no code or date of a table broken over lines, and at 320 CSS px wide (a phone, or 400% zoom: WCAG
// 1.4.10) nothing to scroll sideways and no target under 24 by 24 px, and on a phone's first screen (390 by
// 844) its own heading; then the same page in a display mode of the 无障碍 toolbar
// (高对比度, or 反色 with 200% text), and in 关怀版 (elder mode), which reads in one column on wide screens
// too. In every mode each text and control is checked against the background it is drawn on (ui's
// contrastFailures): text at 4.5:1 (7:1 in 关怀版 and 高对比度), controls' edges at 3:1. Axe runs every rule
// in the standard page and in 关怀版 (whose markup differs: its required fields say （必填） in words); the
// display modes are classes on <html> over the same markup, so in them the page is judged by what the mode
// changes: the colours as drawn and the reflow (an axe scan costs about 1.3 s a page, a contrast check
// 30 ms). The display mode is switched on the page with the toolbar, and 关怀版 comes from the server
// (one page load each would cost about 0.8 s). The two display modes take turns down the table (one route
// in 高对比度, the next in 反色 with 200% text): each mode meets half the routes of every area.

// One tab per worker for the whole crawl, emptied between routes (no cookie, so no login and no display
// mode, nothing in the tab's storage, the project's window size) instead of a new browser context per
// route: a new context starts a renderer with empty caches, so each route paid for it, for compiling the
// portal's scripts again and for compiling axe-core twice (measured on two quiet cores: a route's load and
// two scans 1.2–2.5 s in a kept tab against 3.4–4.3 s in new ones; a new tab in a kept context starts a new
// renderer too, and saves little). A failed test ends its worker, so a tab left in a failed state is never
// reused. A route that starts with what the last one left fails: a login left over skips the sign-on a
// route that needs one must show, a display mode left over changes the toolbar's cookie that
// switchDisplayMode checks.
const CONTEXT_OPTIONS = ['baseURL', 'locale', 'timezoneId', 'viewport', 'screen', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'javaScriptEnabled'] as const;
const test = portalTest.extend<object, { keptPage: Page }>({
  keptPage: [
    async ({ browser }, use, workerInfo) => {
      const used = workerInfo.project.use as Record<string, unknown>;
      const options = Object.fromEntries(CONTEXT_OPTIONS.filter((name) => used[name] !== undefined).map((name) => [name, used[name]])) as BrowserContextOptions;
      const context = await browser.newContext(options);
      const page = await context.newPage();
      waitForReadyOnEveryLoad(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ keptPage }, use, testInfo) => {
    await keptPage.context().clearCookies();
    if (keptPage.url().startsWith('http')) await keptPage.evaluate(() => sessionStorage.clear());
    const viewport = testInfo.project.use.viewport;
    if (viewport) await keptPage.setViewportSize(viewport);
    await use(keptPage);
  },
});

// The display mode each crawled route is also judged in, in turns.
let crawled = 0;
const nextDisplayMode = (): DisplayMode => displayModes[crawled++ % displayModes.length]!;

for (const area of crawlAreas) {
  test.describe(`every route of ${area.name}`, () => {
    let values: Record<string, string> = {};
    test.beforeAll(async ({ request }) => {
      values = await readValues(request, area);
    });

    for (const route of area.routes) {
      const mode = nextDisplayMode();
      test(`${route} shows its page`, async ({ page }) => {
        const path = route.split('?')[0] ?? route;
        const response = await page.goto(addressOf(route, values));
        if (!route.startsWith('/404')) expect(response?.status(), 'the first answer').not.toBe(404);
        if (area.loginRequired.includes(path)) {
          // Spec §6: the page's loader sends an anonymous visitor to the single sign-on; the crawl signs in as the demo enterprise.
          await signOn(page, 'qiye');
          await expect(page).toHaveURL((url) => url.pathname === path);
        }
        if (area.operatorLogin.includes(path)) await operatorLogin(page, path);
        await expectPageWorks(page, route, mode);
      });
    }
  });
}

// The pages a visitor sees only signed in (an area's `signedIn`, which the fault crawl meets with every
// kind): the same checks, as the area's demo account, with the values of its own records.
for (const area of crawlAreas) {
  const signedIn = area.signedIn;
  if (!signedIn) continue;
  test.describe(`every page of ${area.name} signed in as ${signedIn.account}`, () => {
    for (const route of signedIn.routes) {
      const mode = nextDisplayMode();
      test(`${route} shows its page`, async ({ page, request }) => {
        const path = route.split('?')[0] ?? route;
        const token = await signOnFrom(page, path, signedIn.account);
        const values = await readValues(request, signedIn, { known: await readValues(request, area), headers: authorizationOf(token) });
        const response = await page.goto(addressOf(route, values));
        expect(response?.status(), 'the first answer').not.toBe(404);
        await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ }), 'signed in').toBeVisible();
        await expectPageWorks(page, route, mode);
      });
    }
  });
}

/**
 * The page on show at `route` works for its visitor: a visible level-one heading (and no 页面不存在 but on
 * /404), zero axe violations under every rule, at 320 CSS px nothing to scroll sideways and no target
 * under 24 by 24 px; in `mode` (高对比度, or 反色 with 200% text), switched on with the toolbar, no sideways
 * scroll; then the same in 关怀版, which reads in one column on wide screens too; in each the contrast of
 * every text and control as drawn.
 */
async function expectPageWorks(page: Page, route: string, mode: DisplayMode) {
    if (!route.startsWith('/404')) await expect(page.getByRole('heading', { name: '页面不存在', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Wait for the data to arrive before judging the page.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Submitted before the script runs, or without one, no form puts what was typed in the address.
    expect(await formsSendingTypedFieldsByGet(page), 'forms that would send typed fields by GET').toEqual([]);
    // And every search or filter works as a plain GET of its page: its fields named as the address's parameters.
    expect.soft(await searchesNotSentWithoutScript(page), `searches of ${route} that need the page's script`).toEqual([]);
    await expectNoAxeViolations(page);
    expect.soft(await contrastFailures(page, { enhanced: false }), `text and controls under their contrast on ${route}`).toEqual([]);
    expect.soft(await brokenValues(page), `codes and dates of ${route}'s tables broken over lines`).toEqual([]);

    await page.setViewportSize({ width: 320, height: 700 });
    // A wide table scrolls inside its own region; the page itself never does.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page’s width at 320 px' }).toBeLessThanOrEqual(320);
    expect.soft(await brokenValues(page), `codes and dates of ${route}'s tables broken over lines at 320 px`).toEqual([]);
    // On a phone every control and link is still at least 24 by 24 px (WCAG 2.5.8 without its
    // spacing exception): one look at the page, far cheaper than a second axe scan.
    expect(await smallTargets(page), 'targets under 24 by 24 px at 320 px').toEqual([]);
    await expectHeadingOnFirstScreen(page, route, '');

    // The route's display mode, switched on with the 无障碍 toolbar as a visitor does (反色 and 200% text
    // together, displayModes says why): the contrast of every text and control as drawn (AAA's 7:1 text
    // in 高对比度, which promises it; after 反色's filter, which axe does not see), the open toolbar's
    // included, and no sideways scroll at 320 px.
    await test.step(mode.name, async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await switchDisplayMode(page, mode);
      expect.soft(await contrastFailures(page, mode), `text and controls under their contrast on ${route} in ${mode.name}`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 700 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page’s width at 320 px in ${mode.name}` }).toBeLessThanOrEqual(320);
    });

    // 关怀版, as the server renders it from the visitor's cookie: every rule again, with
    // text contrast at 7:1 (AAA's color-contrast-enhanced), and still no sideways scroll at 320 px.
    await page.context().addCookies([{ name: 'credit_portal_a11y', value: 'care', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, { elderMode: true });
    expect.soft(await contrastFailures(page, { enhanced: true }), `text and controls under their contrast on ${route} in 关怀版`).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page’s width at 320 px in 关怀版' }).toBeLessThanOrEqual(320);
    await expectHeadingOnFirstScreen(page, route, ' in 关怀版');
    // One column at any width (the MIIT's 适老化 rules): on a laptop's and a desktop's screen no two
    // blocks of main (sections, cards, list rows, form fields…) stand side by side.
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => sideBySideBlocks(page), { message: `blocks of main side by side on ${route} in 关怀版 at ${width} px` })
        .toEqual([]);
    }
}

/**
 * A phone's first screen (390 by 844 CSS px) shows the page's own heading: on arriving, the visitor sees
 * where they are without scrolling past the header (the compact header keeps the menu and the search
 * behind their buttons).
 */
async function expectHeadingOnFirstScreen(page: Page, route: string, mode: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const bottom = await page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((heading) => heading.getBoundingClientRect().bottom + window.scrollY);
  expect(bottom, `the bottom of ${route}'s h1 at 390 by 844 px${mode}`).toBeLessThanOrEqual(844);
  if (before) await page.setViewportSize(before);
}
