import type { Page } from '@playwright/test';
import { contrastFailures as inPage, type ContrastMode } from '../../packages/ui/src/storybook/contrast';

export type { ContrastMode };

/** ui's contrast check of every text and control (packages/ui/src/storybook/contrast.ts), run in the page. */
export const contrastFailures = (page: Page, mode: ContrastMode): Promise<string[]> => page.evaluate(inPage, { enhanced: mode.enhanced });

/**
 * The 无障碍 toolbar's display modes besides the standard one and 关怀版, each with the value its choice
 * leaves in the visitor's cookie (`credit_portal_a11y`, ui's serializeAccessibilitySettings) and what
 * shows that the page came in it.
 */
export interface DisplayMode extends ContrastMode {
  name: string;
  cookie: string;
  /** Evaluated on <html>: true once the mode is on. */
  isOn: (html: HTMLElement) => boolean;
}

export const displayModes: DisplayMode[] = [
  { name: '高对比度', cookie: 'high', enhanced: true, isOn: (html) => getComputedStyle(html).backgroundColor === 'rgb(0, 0, 0)' },
  { name: '反色', cookie: 'inverted', enhanced: false, isOn: (html) => getComputedStyle(html).filter.includes('invert(1)') },
  { name: '200% 文字', cookie: 't200', enhanced: false, isOn: (html) => parseFloat(getComputedStyle(html).fontSize) >= 32 },
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
