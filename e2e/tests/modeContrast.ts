import { expect, type Page } from '@playwright/test';
import { contrastFailures as inPage, type ContrastMode } from '../../packages/ui/src/storybook/contrast';

export type { ContrastMode };

/** ui's contrast check of every text and control (packages/ui/src/storybook/contrast.ts), run in the page. */
export const contrastFailures = (page: Page, mode: ContrastMode): Promise<string[]> =>
  page.evaluate(inPage, { enhanced: mode.enhanced, textScale: mode.textScale ?? 1 });

/**
 * The 无障碍 toolbar's display modes besides the standard one and 关怀版, each with the toolbar's buttons a
 * visitor presses for it and what shows that the page is in it. 反色 and 200% text are judged together (a
 * choice a visitor can make): axe reads the colours before 反色's filter, so for axe that page is the 200%
 * page, while the contrast check sees the inverted colours and judges text by its size at 100% (as in 反色
 * alone), and the reflow at 320 px is 200% text's.
 */
export interface DisplayMode extends ContrastMode {
  name: string;
  /** The toolbar's buttons pressed, in order, from the standard settings. */
  presses: string[];
  /** The toolbar's cookie (`credit_portal_a11y`, ui's serializeAccessibilitySettings) once they are. */
  cookie: string;
  /** Evaluated on <html>: true once the mode is on. */
  isOn: (html: HTMLElement) => boolean;
}

/**
 * The toolbar's cookie as the browser's cookie store holds it: what the next request sends. The page's
 * document.cookie reaches that store (another process) a moment later, so a test polls it
 * (`expect.poll`) after a change the page's script made.
 */
export const keptAccessibilitySettings = (page: Page) => async (): Promise<string | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'credit_portal_a11y')?.value;

export const displayModes: DisplayMode[] = [
  { name: '高对比度', presses: ['高对比度'], cookie: 'high', enhanced: true, isOn: (html) => getComputedStyle(html).backgroundColor === 'rgb(0, 0, 0)' },
  {
    name: '反色 and 200% 文字',
    // Text grows by a quarter a press: 125, 150, 175, 200%.
    presses: ['反色', '放大文字', '放大文字', '放大文字', '放大文字'],
    cookie: 't200.inverted',
    enhanced: false,
    textScale: 2,
    isOn: (html) => getComputedStyle(html).filter.includes('invert(1)') && parseFloat(getComputedStyle(html).fontSize) >= 32,
  },
];

/**
 * Puts the page, in the standard settings, in `mode` as a visitor does: 无障碍浏览 opens the toolbar, and
 * its buttons switch the mode on the page at once (the same classes on <html> the server renders from the
 * cookie the toolbar leaves; accessibility-toolbar.spec.ts checks that the next page comes in them). A page
 * without the toolbar (the sign-in page, the error pages, a report's print view) shows the mode chosen
 * elsewhere: there the toolbar's cookie is set and the page loaded again. Fails if the page is not in `mode`.
 */
export async function switchDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  const opener = page.getByRole('button', { name: '无障碍浏览' });
  if ((await opener.count()) > 0) {
    await opener.click();
    const toolbar = page.getByRole('region', { name: '无障碍工具' });
    // What the toolbar shows of its settings: the text size and which buttons are pressed.
    const shown = () =>
      toolbar.evaluate((region) =>
        [region.querySelector('[role="status"]')?.textContent, ...[...region.querySelectorAll('[aria-pressed="true"]')].map((button) => button.textContent)].join('|'),
      );
    // A visitor sees each press take effect before the next.
    for (const name of mode.presses) {
      const before = await shown();
      await toolbar.getByRole('button', { name, exact: true }).click();
      await expect.poll(shown, { message: `the toolbar after ${name}` }).not.toBe(before);
    }
    // And remembers it for the next page, the toolbar open.
    await expect.poll(keptAccessibilitySettings(page), { message: `the toolbar's cookie in ${mode.name}` }).toBe(`${mode.cookie}.open`);
  } else {
    await page.context().addCookies([{ name: 'credit_portal_a11y', value: mode.cookie, url: page.url() }]);
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(`(${mode.isOn.toString()})(document.documentElement)`), { message: `the page in ${mode.name}` })
    .toBe(true);
}
