import type { Engine } from './browsers';

// The crawl's judge: what a visitor of any route must get in every engine and size. The page answered
// (not 404, but on /404 itself), the portal's script took it over (`html[data-portal-ready]`), its data
// arrived (no `aria-busy`), a level-one heading shows, the page does not scroll sideways, and nothing
// went wrong on the way: no console error, no uncaught exception, no failed answer.

export interface PageState {
  path: string;
  status: number | null;
  ready: boolean;
  busy: boolean;
  visibleH1: number;
  notFoundHeading: boolean;
  scrollWidth: number;
  clientWidth: number;
}

/** Runs in the page: what the judge looks at. Self-contained (it is sent to the browser as text). */
export const pageState = (): PageState => {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none') return false;
      if (node === element && style.visibility !== 'visible') return false;
    }
    return true;
  };
  const headings = Array.from(document.querySelectorAll('h1, [role="heading"][aria-level="1"]'));
  const root = document.documentElement;
  return {
    path: location.pathname,
    status: (window as unknown as { __engineProbe?: { status: number } }).__engineProbe?.status ?? null,
    ready: root.hasAttribute('data-portal-ready'),
    busy: document.querySelector('[aria-busy="true"]') !== null,
    visibleH1: headings.filter(visible).length,
    notFoundHeading: Array.from(document.querySelectorAll('h1, h2')).some((heading) => heading.textContent?.trim() === '页面不存在'),
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Judges the page on show as a visitor of `route` at the engine's current size; answers what is wrong,
 * one line each (none: the page works). Waits up to `timeoutMs` for the page to settle first.
 */
export async function judgePage(engine: Engine, route: string, { timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let state = await engine.evaluate(pageState);
  // Settled: taken over, data in, a heading on show, and the layout within the width.
  while (!(state.ready && !state.busy && state.visibleH1 > 0 && state.scrollWidth <= state.clientWidth) && Date.now() < deadline) {
    await sleep(100);
    state = await engine.evaluate(pageState);
  }
  const problems: string[] = [];
  const notFoundPage = route.startsWith('/404');
  if (state.status === 404 && !notFoundPage) problems.push('the page answered 404');
  if (state.status === null) problems.push('the page’s status is unknown (the probe did not run)');
  if (!state.ready) problems.push('the portal’s script did not take the page over (no html[data-portal-ready])');
  if (state.busy) problems.push('still loading (aria-busy) after the wait');
  if (state.visibleH1 === 0) problems.push('no visible level-one heading');
  if (state.notFoundHeading && !notFoundPage) problems.push('it says 页面不存在');
  if (state.scrollWidth > state.clientWidth) problems.push(`it scrolls sideways: ${state.scrollWidth} px of content in ${state.clientWidth} px`);
  problems.push(...(await engine.takeErrors()));
  return problems;
}
