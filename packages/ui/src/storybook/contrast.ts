/** How the page is drawn, for `contrastFailures`. */
export interface ContrastMode {
  /** 7:1 text (4.5:1 large) as 高对比度 and 关怀版 promise (WCAG 1.4.6), instead of 4.5:1 (3:1). */
  enhanced: boolean;
  /**
   * The toolbar's text size in force (2 at 200%): text counts as large by its size at 100%, so a pass at
   * 200% asks the contrast a pass at 100% asks. Default 1.
   */
  textScale?: number;
  /** Where to look (a CSS selector); the whole body by default. */
  scope?: string;
}

/**
 * Every visible text and control of the page against the background it is really drawn on, as the
 * visitor sees it (after 反色's `filter: invert(1) hue-rotate(180deg)`, read from the elements' styles:
 * axe reads the colours before the filter), each failure as `what: ratio < minimum`:
 * - text (an element with text of its own): 4.5:1, or 3:1 at 24 px and more (18.66 px bold), and 7:1 /
 *   4.5:1 in the enhanced modes (WCAG 1.4.3, 1.4.6). The background is the first opaque one behind it, with
 *   translucent layers and gradients (every colour stop counts, the weakest wins) laid over it (axe reports
 *   text on a gradient only as "needs review", never as a violation).
 * - controls (buttons, fields, selects, tabs, custom checkboxes): what marks out their area, their border
 *   or their fill, at least 3:1 against the background around them (WCAG 1.4.11). A field needs that
 *   mark; a button whose text alone identifies it may have none, but one it has (a visible border or
 *   fill) is what the visitor takes for its edge and must be seen. Links are identified by their text
 *   and left out. Disabled controls are exempt, as WCAG exempts them.
 * It is self-contained (no imports, no closures) so that a browser test can send it into the page.
 * Elements on a picture (a `url()` background) are left out: their background is not a colour.
 */
export function contrastFailures({ enhanced, textScale = 1, scope = 'body' }: ContrastMode): string[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  // 反色 as Chromium draws it: invert, then hue-rotate(180deg)'s matrix, in sRGB, clamped; twice
  // (a filter inside a filter) gives the colours back.
  const invert = ([r, g, b, a]: Rgba): Rgba => {
    const [ir, ig, ib] = [255 - r, 255 - g, 255 - b];
    const clamp = (v: number) => Math.min(255, Math.max(0, v));
    return [clamp(-0.574 * ir + 1.43 * ig + 0.144 * ib), clamp(0.426 * ir + 0.43 * ig + 0.144 * ib), clamp(0.426 * ir + 1.43 * ig - 0.856 * ib), a];
  };
  const inversions = new Map<Element, boolean>();
  const invertedAt = (element: Element): boolean => {
    let known = inversions.get(element);
    if (known === undefined) {
      const own = getComputedStyle(element).filter.includes('invert(1)');
      known = own !== (element.parentElement ? invertedAt(element.parentElement) : false);
      inversions.set(element, known);
    }
    return known;
  };
  /** A colour painted at `element` as the visitor sees it: inverted under an odd number of 反色 filters. */
  const seen = (colour: Rgba, element: Element): Rgba => (invertedAt(element) ? invert(colour) : colour);
  const luminance = (colour: Rgba) => {
    const [r, g, b] = colour.slice(0, 3).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const WHITE: Rgba = [255, 255, 255, 1];

  /** The colours the element's box is painted on (one per gradient stop), or null on a picture. */
  const backgroundsOf = (element: Element | null): Rgba[] | null => {
    const layers: Rgba[][] = [];
    for (let at = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      const image = style.backgroundImage;
      if (image.includes('url(')) return null;
      const painted = parse(style.backgroundColor);
      const colour = painted && seen(painted, at);
      const stops = image.includes('gradient') ? (image.match(/rgba?\([^)]+\)/g) ?? []).map((stop) => seen(parse(stop)!, at)) : [];
      if (stops.length) layers.push(colour && colour[3] > 0 ? [...stops.map((stop) => over(stop, colour)), colour] : stops);
      else if (colour && colour[3] > 0) layers.push([colour]);
      if ((colour?.[3] ?? 0) === 1 || (stops.length > 0 && stops.every((stop) => stop[3] === 1))) break;
    }
    let result: Rgba[] = [WHITE];
    for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((bottom) => over(top, bottom)));
    return result;
  };
  const visible = (element: HTMLElement) => {
    if (element.closest('[hidden], [inert]')) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
    // Visually hidden (screen-reader) text: clipped to nothing.
    return !(style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)');
  };
  const name = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').replace(/\s+/g, ' ').trim().slice(0, 20);
    const where = element.closest('header, nav, main, footer, aside, [role="dialog"], [role="region"]');
    return `${element.tagName.toLowerCase()} "${text}"${where ? ` in ${where.tagName.toLowerCase()}${where.getAttribute('aria-label') ? ` "${where.getAttribute('aria-label')}"` : ''}` : ''}`;
  };
  const disabled = (element: Element) => element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
  const failures: string[] = [];

  // Text.
  const root = document.querySelector(scope);
  if (!root) return [`nothing at ${scope}`];
  const all = root.querySelectorAll<HTMLElement>('*');
  for (const element of all) {
    if (element.closest('svg, script, style, noscript, template')) continue;
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (!ownText || disabled(element) || !visible(element)) continue;
    const backgrounds = backgroundsOf(element);
    if (!backgrounds) continue;
    const style = getComputedStyle(element);
    const painted = parse(style.color);
    if (!painted) continue;
    const colour = seen(painted, element);
    const size = parseFloat(style.fontSize) / textScale;
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const minimum = enhanced ? (large ? 4.5 : 7) : large ? 3 : 4.5;
    const worst = Math.min(...backgrounds.map((background) => ratio(over(colour, background), background)));
    if (worst < minimum - 0.005) failures.push(`text ${name(element)}: ${worst.toFixed(2)} < ${minimum}`);
  }

  // Controls' boundaries.
  const controls = root.querySelectorAll<HTMLElement>(
    'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]',
  );
  for (const control of controls) {
    if (disabled(control) || !visible(control)) continue;
    // A native file input is drawn as its chooser button: that button's edge and fill are the mark.
    const style = getComputedStyle(control, control.matches('input[type="file"]') ? '::file-selector-button' : null);
    // The browser draws native checkboxes and radios itself (its own contrast), unless restyled.
    if (control.matches('input[type="checkbox"], input[type="radio"], input[type="range"], input[type="color"]') && style.appearance !== 'none') continue;
    const around = backgroundsOf(control.parentElement);
    if (!around) continue;
    const field = control.matches('input, select, textarea');
    const painted = parse(style.backgroundColor);
    const fill = painted && seen(painted, control);
    const fills = fill && fill[3] > 0 ? around.map((background) => ({ mark: over(fill, background), background })) : [];
    const borders = (['Top', 'Right', 'Bottom', 'Left'] as const)
      .filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 && !['none', 'hidden'].includes(style.getPropertyValue(`border-${side.toLowerCase()}-style`)))
      .map((side) => parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`)))
      .filter((colour): colour is Rgba => colour !== null && colour[3] > 0)
      .map((colour) => seen(colour, control));
    // The border is seen against the background around the control (outside) and against its fill.
    const marks = [
      ...fills.map(({ mark, background }) => ratio(mark, background)),
      ...borders.flatMap((border) => around.map((background) => ratio(over(border, background), background))),
    ];
    // A mark the eye can tell from the background at all (a faint tint is decoration, not a boundary).
    const drawn = marks.filter((value) => value > 1.1);
    if (!field && drawn.length === 0) continue;
    const best = marks.length ? Math.max(...marks) : 1;
    if (best < 3 - 0.005) failures.push(`${field ? 'field' : 'control'} ${name(control)}: boundary ${best.toFixed(2)} < 3`);
  }
  return [...new Set(failures)];
}
