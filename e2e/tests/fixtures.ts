import axe from 'axe-core';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Response, type Route } from '@playwright/test';
import { axeRules } from '../../packages/ui/src/storybook/axeRules';

/**
 * Zero axe violations under the project's rules (`elderMode`: with AAA's 7:1 text contrast) (packages/ui/src/storybook/axeRules.ts, the stories' too); the failure message lists each violation and where. axe-core runs in the page
 * itself (the portal has no frames to merge results from), and details only the violations: @axe-core/playwright
 * evaluated axe's 550 KB source twice per scan in its legacy mode, and opened one more page per scan in its
 * default one. After a context's first scan, every document it loads gets axe-core from an init script, sent
 * to the browser once instead of through the protocol for each scan (measured in one tab: 10 page loads, each
 * scanned, 7.1 s against 8.2 s; 51 crawled routes with two scans each, within the runs' spread of 124–134 s).
 */
const contextsWithAxe = new WeakSet<BrowserContext>();

export async function expectNoAxeViolations(page: Page, { elderMode = false }: { elderMode?: boolean } = {}) {
  const context = page.context();
  if (!contextsWithAxe.has(context)) {
    contextsWithAxe.add(context);
    await context.addInitScript(axe.source);
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { rules: axeRules(elderMode), resultTypes: ['violations'] } as axe.RunOptions,
  );
  const found = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, 'axe violations').toEqual([]);
}

/**
 * The page's interactive targets smaller than 24 by 24 CSS px (WCAG 2.5.8 asks this or room
 * around, the portal asks it outright), each as `tag WxH "name"`. Left out, as WCAG 2.5.8 leaves them:
 * a target inside a sentence (inline, in a parent with more text than its own), and one the visitor
 * never aims at (hidden, or a visually hidden input whose visible label is the target).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"]');
    for (const element of targets) {
      if (element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const ownText = (element.textContent ?? '').trim().length;
      const parentText = (element.parentElement?.textContent ?? '').trim().length;
      if (style.display === 'inline' && parentText > ownText) continue;
      if (box.width < 23.5 || box.height < 23.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 16);
        found.push(`${element.tagName.toLowerCase()} ${Math.round(box.width)}x${Math.round(box.height)} "${name}"`);
      }
    }
    return [...new Set(found)];
  });
}

/**
 * The page's forms that would put what a visitor typed in the address (its history, access logs and the
 * next Referer), each by its name: a form without a `method` (a GET by default), or one that says GET
 * though it is neither a search or filter (`role="search"`), nor a form of hidden fields alone (which carry
 * only the parameters already in the page's address), nor a pager's (inside a navigation: the page and size
 * to go to, with the address's other parameters).
 */
export async function formsSendingTypedFieldsByGet(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('form'))
      .filter((form) => {
        if (form.getAttribute('method') === null) return true;
        if (form.method !== 'get' || form.getAttribute('role') === 'search' || form.closest('nav') !== null) return false;
        return Array.from(form.elements).some(
          (element) => (element instanceof HTMLInputElement && element.type !== 'hidden') || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
        );
      })
      .map((form) => form.getAttribute('aria-label') ?? form.id ?? form.outerHTML.slice(0, 80)),
  );
}

/**
 * The page's searches and filters (GET forms, `role="search"`) that would not work without the page's
 * script, each by its name and why: a field without a name sends nothing in a plain GET, and a form of
 * choices that act as they are made needs a button to be sent at all.
 */
export async function searchesNotSentWithoutScript(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLFormElement>('form[role="search"]'))
      .filter((form) => form.method === 'get')
      .flatMap((form) => {
        const name = form.getAttribute('aria-label') ?? form.outerHTML.slice(0, 80);
        const fields = Array.from(form.elements).filter(
          (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
            (element instanceof HTMLInputElement && element.type !== 'hidden' && element.type !== 'submit') || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement,
        );
        const unnamed = fields.filter((field) => !field.name).map((field) => field.labels?.[0]?.textContent?.trim() ?? field.id);
        const sent = Array.from(form.elements).some((element) => (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit');
        return [...unnamed.map((field) => `${name}: ${field} has no name`), ...(fields.length > 0 && !sent ? [`${name}: no button sends it`] : [])];
      }),
  );
}

/**
 * The contrast ratio (WCAG's relative luminance) of each element's text against the background it is
 * drawn on: the first ancestor-or-self with an opaque background colour. An element whose text and
 * background are the same colour answers 1.
 */
export async function textContrasts(page: Page, selector: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate((css) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const parts = rgb(getComputedStyle(at).backgroundColor);
        if (parts.length >= 3 && (parts[3] ?? 1) === 1) return parts;
      }
      return [255, 255, 255];
    };
    return Array.from(document.querySelectorAll(css))
      .filter((element) => (element as HTMLElement).offsetParent !== null && (element.textContent ?? '').trim() !== '')
      .map((element) => {
        const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(backgroundOf(element))];
        return { text: (element.textContent ?? '').trim().slice(0, 12), ratio: Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100 };
      });
  }, selector);
}

/**
 * Every test fails on a console error or an uncaught exception in the page. Floating adverts start at
 * random places and move (spec §4), so they could cover what a test clicks: they are left out unless a
 * test asks for them with `test.use({ adverts: true })` (adverts.spec.ts does).
 */
/**
 * Waits until the portal's script runs on the page (the shell marks <html data-portal-ready>): a page
 * the server rendered is visible before its buttons and forms respond. Pages of others (the sign-on)
 * have no #root and are not waited for.
 */
export async function waitUntilReady(page: Page) {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
  // And every part in a Suspense boundary: a lazily loaded part (a user-centre panel) hydrates once its code
  // has come, after the shell, and until then is the server's HTML, where a click takes the path without
  // script. React keys each node it has hydrated `__reactFiber$…`; a boundary's first node (after its
  // `<!--$-->` marker) lacks the key while the boundary waits. `$?` (still streaming) and `$!` (to be
  // rendered here) are waited out too.
  await page.waitForFunction(() => {
    const walker = document.createTreeWalker(document.getElementById('root') ?? document.body, NodeFilter.SHOW_COMMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const marker = (node as Comment).data;
      if (marker === '$?' || marker === '$!') return false;
      if (marker !== '$') continue;
      const first = node.nextSibling;
      const empty = first === null || (first.nodeType === Node.COMMENT_NODE && (first as Comment).data === '/$');
      if (!empty && !Object.keys(first).some((key) => key.startsWith('__reactFiber$'))) return false;
    }
    return true;
  });
}

/**
 * Loads a page (`load`) with the portal's scripts held back, as on a slow phone, does `meanwhile` on the
 * server's HTML (the page is not ready yet), then lets the scripts run and waits for the load to end.
 */
export async function beforeTheScripts(page: Page, load: () => Promise<unknown>, meanwhile: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/assets/*.js', hold);
  const loading = load();
  await meanwhile();
  await expect(page.locator('html[data-portal-ready]')).toHaveCount(0);
  release();
  await loading;
  await page.unroute('**/assets/*.js', hold);
}

const pagesReadyOnLoad = new WeakSet<Page>();
const pagesWithoutAdverts = new WeakSet<Page>();

/**
 * Makes every `goto` and `reload` of `page` end once the page responds (`waitUntilReady`), as a visitor's
 * would a moment later. Once per page: a page kept for several tests is wrapped by the first.
 */
export function waitForReadyOnEveryLoad(page: Page) {
  if (pagesReadyOnLoad.has(page)) return;
  pagesReadyOnLoad.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitUntilReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitUntilReady(page);
    return response;
  };
}

export const test = base.extend<{ consoleErrors: string[]; adverts: boolean; noAdverts: void }>({
  // Every goto and reload lands on a page that responds, as a visitor's would a moment later.
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript, the server's page is all there is.
    if (javaScriptEnabled) waitForReadyOnEveryLoad(page);
    await use(page);
  },
  adverts: [false, { option: true }],
  noAdverts: [
    async ({ page, adverts, request }, use) => {
      // Once per page: a page kept for several tests (the crawl's) is set up by the first.
      if (!adverts && !pagesWithoutAdverts.has(page)) {
        pagesWithoutAdverts.add(page);
        // A page the browser renders asks for the adverts itself: it is answered with none.
        await page.route('**/api/cms/front/notice/list*', (route) =>
          route.fulfill({ json: { code: 200, msg: '操作成功', data: [] } }),
        );
        // A page the server rendered brings them with it: the visitor has closed them all for the visit
        // (shell/Adverts.tsx keeps the closed ones in sessionStorage), the left column too.
        const list = (await (await request.get('/api/cms/front/notice/list?status=1')).json()) as { data?: { id: string | number }[] };
        const closed = [...(list.data ?? []).map((advert) => String(advert.id)), 'left-column'];
        await page.addInitScript((ids) => sessionStorage.setItem('credit-portal:closed-adverts', JSON.stringify(ids)), closed);
      }
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page answered with a client error on purpose (an unknown path, a missing record, a malformed code
      // in the address: 404, 400) is not a failed resource.
      const answeredPages = new Set<string>();
      const onResponse = (response: Response) => {
        if (response.status() >= 400 && response.status() < 500 && response.request().isNavigationRequest()) answeredPages.add(response.url());
      };
      const onConsole = (message: ConsoleMessage) => {
        // The simulated single sign-on under /sso/ stands for an external service, not the portal.
        const where = message.location().url || page.url();
        if (answeredPages.has(where) && message.text().startsWith('Failed to load resource')) return;
        if (message.type() === 'error' && !new URL(where, 'http://x').pathname.startsWith('/sso/') && !new URL(page.url()).pathname.startsWith('/sso/')) {
          errors.push(`${message.text()} (${where})`);
        }
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('response', onResponse);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      // A page kept for the next test (the crawl's) reports that test's errors to that test only.
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The next pages this test opens are rendered in the browser, not on the server (the reference server
 * honours this in test mode only): for a test that fakes a page's first calls with `page.route`, which
 * the server's render would not see.
 */
export async function renderInBrowser(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-portal-render': 'client' });
}

/** The list items of the page's own content: main's, without the breadcrumb (a navigation inside main). */
export const contentListItems = (page: Page) => page.getByRole('main').getByRole('listitem').and(page.locator(':not(nav li)'));

/**
 * The list's pager marks page `n` as the current one. The address changes before React commits a new page
 * of a list (the router renders in a transition), and the pager is rendered from the same data as the rows:
 * once it says so, the rows are page `n`'s.
 */
export async function expectCurrentPage(pager: Locator, n: number) {
  await expect(pager.getByRole('button', { name: `第 ${n} 页` })).toHaveAttribute('aria-current', 'page');
}

/**
 * Every one of `items` (at least one) passes `matches`, as a list shows after a filter. The address changes
 * before React commits the filtered list (the router renders in a transition), so the texts are read again
 * until they are the new list's; a filter that does not work fails at the timeout, naming the texts that
 * do not match.
 */
export async function expectEveryText(items: Locator, matches: (text: string) => boolean) {
  await expect
    .poll(async () => {
      const texts = await items.allTextContents();
      return texts.length === 0 ? ['(no items)'] : texts.filter((text) => !matches(text));
    })
    .toEqual([]);
}

export { expect };
