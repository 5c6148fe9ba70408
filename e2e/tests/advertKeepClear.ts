import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Floating adverts and the page's forms: helpers of adverts.spec.ts. The adverts' movement runs on
 * Playwright's clock (`page.clock.install()` before the page opens), so a test moves them for minutes in
 * a moment, and a watcher in the page (on the same clock, every 100 ms, between the adverts' 200 ms steps)
 * looks where the visitor works: the middle of the focused control and of the control under the pointer,
 * and the middle of every control of every form and the corners of the form itself. Whatever it finds on
 * top there that belongs to the floating adverts is a click that would have landed on an advert.
 */
export async function watchAdverts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { covered: [] as string[], nearest: Number.POSITIVE_INFINITY, looks: 0 };
    (window as unknown as { advertWatch: typeof state }).advertWatch = state;
    const region = () => Array.from(document.querySelectorAll('aside')).find((aside) => aside.getAttribute('aria-label') === '浮动广告');
    const name = (element: Element) => `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? '').trim().slice(0, 16)}”`;
    const look = (x: number, y: number, what: string) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return;
      const top = document.elementFromPoint(x, y);
      const adverts = region();
      if (top && adverts?.contains(top)) state.covered.push(`${what} under ${name(top)} at ${Math.round(x)},${Math.round(y)}`);
    };
    const middle = (element: Element, what: string) => {
      const box = element.getBoundingClientRect();
      if (box.width >= 8 && box.height >= 8) look(box.left + box.width / 2, box.top + box.height / 2, what);
    };
    setInterval(() => {
      state.looks += 1;
      const adverts = region();
      const focused = document.activeElement;
      if (focused && focused !== document.body && !adverts?.contains(focused)) middle(focused, `the focused ${name(focused)}`);
      const pointed = (window as unknown as { pointedControl?: Element }).pointedControl;
      if (pointed) middle(pointed, `the pointed ${name(pointed)}`);
      const forms = Array.from(document.forms).filter((form) => !adverts?.contains(form));
      for (const form of forms) {
        const box = form.getBoundingClientRect();
        if (box.width < 8 || box.height < 8) continue;
        for (const [x, y] of [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]] as const) look(x, y, `the form ${name(form)}`);
        for (const control of Array.from(form.querySelectorAll('input, select, textarea, button'))) middle(control, `${name(control)} of ${name(form)}`);
      }
      // How near a shown advert came to a form or the focused control (proof that they met at all).
      const kept = [...forms, ...(focused && focused !== document.body ? [focused] : [])].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0);
      for (const image of Array.from(adverts?.querySelectorAll('img') ?? [])) {
        const advert = image.closest('div')!;
        if (getComputedStyle(advert).visibility === 'hidden') continue;
        const a = advert.getBoundingClientRect();
        for (const b of kept) {
          const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
          state.nearest = Math.min(state.nearest, gap);
        }
      }
    }, 100);
  });
}

/** What the watcher found: the covered controls (none wanted), how near adverts came, and how often it looked. */
export const watched = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { advertWatch: { covered: string[]; nearest: number; looks: number } }).advertWatch;
    return { covered: [...new Set(state.covered)].slice(0, 12), nearest: state.nearest, looks: state.looks };
  });

/** The controls of the forms of a page's main content that a visitor aims at (visible, at least 8 px). */
export async function formControls(page: Page): Promise<Locator[]> {
  const all = await page.getByRole('main').locator('form').locator('input, select, textarea, button').all();
  const shown: Locator[] = [];
  for (const control of all) {
    const box = await control.boundingBox();
    if (box && box.width >= 8 && box.height >= 8 && (await control.isVisible())) shown.push(control);
  }
  return shown;
}

/**
 * The visitor works through each control: the pointer to its middle, the focus on it, and the adverts move
 * on for `ms` (the page's clock) while the pointer and the focus stay there; then a click at its middle
 * must reach it. Answers how many controls it went through.
 */
export async function workThrough(page: Page, controls: Locator[], ms: number): Promise<number> {
  for (const control of controls) {
    // Wholly on screen, as a visitor brings a field they are about to use.
    await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
    const box = (await control.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await control.evaluate((element) => ((window as unknown as { pointedControl?: Element }).pointedControl = element));
    await page.mouse.move(x, y);
    await control.focus();
    await page.clock.runFor(ms);
    const onTop = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const reached = top !== null && (element === top || element.contains(top) || (element as HTMLInputElement).labels?.[0]?.contains(top) === true);
      return reached ? 'the control' : top ? `${top.tagName.toLowerCase()}.${top.className} ${top.closest('aside')?.getAttribute('aria-label') ?? ''}` : `nothing at ${JSON.stringify(box)} in ${window.innerWidth}x${window.innerHeight} scrolled ${window.scrollY} on ${location.pathname}`;
    });
    expect(onTop, `what a click at the middle of ${await control.evaluate((element) => element.outerHTML.slice(0, 100))} reaches`).toBe('the control');
  }
  return controls.length;
}
