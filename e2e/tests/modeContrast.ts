import type { Page } from '@playwright/test';
import { contrastFailures as inPage, type ContrastMode } from '../../packages/ui/src/storybook/contrast';

export type { ContrastMode };

/** ui's contrast check of every text and control (packages/ui/src/storybook/contrast.ts), run in the page. */
export const contrastFailures = (page: Page, mode: ContrastMode): Promise<string[]> =>
  page.evaluate(inPage, { enhanced: mode.enhanced, textScale: mode.textScale ?? 1 });

/**
 * The 无障碍 toolbar's display modes besides the standard one and 关怀版, each with the value its choice
 * leaves in the visitor's cookie (`credit_portal_a11y`, ui's serializeAccessibilitySettings) and what
 * shows that the page came in it. 反色 and 200% text share one page load (the cookie `t200.inverted`, a
 * choice a visitor can make): axe reads the colours before 反色's filter, so for axe that page is the
 * 200% page, while the contrast check sees the inverted colours and judges text by its size at 100%
 * (as in 反色 alone), and the reflow at 320 px is 200% text's.
 */
export interface DisplayMode extends ContrastMode {
  name: string;
  cookie: string;
  /** Evaluated on <html>: true once the mode is on. */
  isOn: (html: HTMLElement) => boolean;
}

export const displayModes: DisplayMode[] = [
  { name: '高对比度', cookie: 'high', enhanced: true, isOn: (html) => getComputedStyle(html).backgroundColor === 'rgb(0, 0, 0)' },
  {
    name: '反色 and 200% 文字',
    cookie: 't200.inverted',
    enhanced: false,
    textScale: 2,
    isOn: (html) => getComputedStyle(html).filter.includes('invert(1)') && parseFloat(getComputedStyle(html).fontSize) >= 32,
  },
];

/**
 * Puts the page in `mode` as a visitor's choice persists: the toolbar's cookie, then a reload, so the
 * server renders the page in it; fails if the page did not come in that mode.
 */
export async function switchDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.context().addCookies([{ name: 'credit_portal_a11y', value: mode.cookie, url: page.url() }]);
  await page.reload();
  const on = await page.evaluate(`(${mode.isOn.toString()})(document.documentElement)`);
  if (on !== true) throw new Error(`the page did not come in ${mode.name} (cookie ${mode.cookie})`);
}
