/**
 * Runs in the page (self-contained, so any engine can run it): the floating adverts' 关闭 buttons that
 * something else covers at their middle, where a visitor aims, each with what covers it and when. First
 * while the adverts move (`watchMs`); then, with `sweep`, paused (with the page's own control) while the
 * page scrolls under them from top to bottom, so every band of the page (the header, the main menu, the
 * search box, the page's title) passes beneath each button; the movement is resumed after.
 */
export const coveredAdvertCloseButtons = async ({ watchMs, sweep }: { watchMs: number; sweep: boolean }): Promise<string[]> => {
  const found = new Set<string>();
  const region = () => Array.from(document.querySelectorAll('aside')).find((aside) => aside.getAttribute('aria-label') === '浮动广告');
  const describe = (element: Element | null) => {
    if (!element) return 'nothing';
    const part = element.closest('nav, header, footer, main, aside, form, section, [role="dialog"], [role="banner"], [role="search"]');
    const label = (node: Element | null) => (node ? `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? ` “${node.getAttribute('aria-label')}”` : ''}` : '');
    return `${label(element)}${part && part !== element ? ` in ${label(part)}` : ''}`;
  };
  const look = (when: string) => {
    const buttons = Array.from(region()?.querySelectorAll('button') ?? []).filter((button) => (button.getAttribute('aria-label') ?? '').startsWith('关闭广告：'));
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || !button.contains(top)) found.add(`${button.getAttribute('aria-label')} is covered by ${describe(top)} ${when}`);
    }
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const deadline = performance.now() + watchMs;
  while (performance.now() < deadline) {
    look('while the adverts move');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (sweep) {
    const toggle = () => Array.from(region()?.querySelectorAll('button') ?? []).find((button) => /^(暂停|继续)广告移动$/.test(button.textContent?.trim() ?? ''));
    toggle()?.click();
    await frame();
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= bottom + 16; y += 16) {
      window.scrollTo(0, Math.min(y, bottom));
      await frame();
      look(`with the page scrolled to ${Math.min(y, bottom)} px`);
    }
    window.scrollTo(0, 0);
    toggle()?.click();
  }
  return [...found].slice(0, 20);
};
