import type { Page } from '@playwright/test';

/**
 * 关怀版's single column (the MIIT's 互联网网站适老化通用设计规范: elder mode reads in one
 * column): the pairs of visible content blocks of `<main>` that sit side by side, each as
 * `A | B` (A on the left). Content blocks are sections, asides, articles, navigations (a side menu is
 * one block: its own links may stand in a row), list items outside navigations (cards, list rows),
 * form fields (a ui `Field`: a fieldset, or a box whose child is a `<label>`), forms, tables,
 * headings and paragraphs. Two blocks sit side by side when neither holds the other, their vertical
 * extents overlap and their horizontal ones do not. What a block holds may stand in a row (a list
 * row's title and date, a field's label and box, a table's cells): those are parts of one block, not
 * blocks. Of two offending pairs, the outer one is named (two columns of cards are one pair of
 * sections, not every pair of their cards).
 */
export async function sideBySideBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const selector = [
      'section', 'aside', 'article', 'nav', 'li', 'fieldset', 'form', 'table', 'dl', 'dl > div',
      'h1', 'h2', 'h3', 'h4', 'p', 'figure', ':has(> label)',
    ].join(', ');
    const visible = (element: Element) => {
      if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') return false;
      const box = element.getBoundingClientRect();
      // A visually hidden text (1 px, clipped) is for screen readers, not a block one reads.
      return box.width > 2 && box.height > 2;
    };
    // Parts of a block that is already one: a navigation's items, a table's cells, a field's parts.
    const partOfBlock = (element: Element) =>
      (element.parentElement?.closest('nav, table, label') ?? null) !== null ||
      (element.matches('li') && element.closest('nav') !== null) ||
      (element.parentElement?.closest('fieldset, :has(> label)') ?? null) !== null;
    const blocks = [...main.querySelectorAll(selector)].filter((element) => !partOfBlock(element) && visible(element));
    const boxes = blocks.map((element) => ({ element, box: element.getBoundingClientRect() as { left: number; right: number; top: number; bottom: number } }));
    // A term and its values straight in a <dl> are one block too: the box around them, named by the term.
    for (const term of main.querySelectorAll('dl > dt')) {
      if (partOfBlock(term.parentElement!) || !visible(term)) continue;
      const parts = [term];
      for (let next = term.nextElementSibling; next?.matches('dd'); next = next.nextElementSibling) parts.push(next);
      const rects = parts.map((part) => part.getBoundingClientRect());
      boxes.push({
        element: term,
        box: {
          left: Math.min(...rects.map((r) => r.left)),
          right: Math.max(...rects.map((r) => r.right)),
          top: Math.min(...rects.map((r) => r.top)),
          bottom: Math.max(...rects.map((r) => r.bottom)),
        },
      });
    }
    type Block = (typeof boxes)[number];
    const describe = ({ element, box }: Block) => {
      const tag = element.tagName.toLowerCase();
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
      return `<${tag}> "${name}" at x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top + window.scrollY)}`;
    };
    const pairs: Array<{ left: Block; right: Block }> = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // Overlapping rows by more than a border's width; apart in columns.
        const rows = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (rows <= 4) continue;
        if (a.box.right <= b.box.left + 1) pairs.push({ left: a, right: b });
        else if (b.box.right <= a.box.left + 1) pairs.push({ left: b, right: a });
      }
    }
    // A pair inside another offending pair (a card of each of two side-by-side sections) says nothing more.
    const holdsOrIs = (outer: Block, inner: Block) => outer.element.contains(inner.element);
    const outermost = pairs.filter(
      (pair) => !pairs.some((other) => other !== pair && holdsOrIs(other.left, pair.left) && holdsOrIs(other.right, pair.right)),
    );
    return outermost.map((pair) => `${describe(pair.left)} | ${describe(pair.right)}`);
  });
}
