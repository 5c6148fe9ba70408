import type { JSHandle, Page } from '@playwright/test';

/**
 * Counts the lines a text is drawn on: the text of `root` (or the first match of `pattern` in it, found
 * wherever the markup splits it over several nodes; 0 if it is not there), measured from the boxes of
 * its characters alone. A box of an element around the text (a card's block, a label's padding) is not
 * a line, and two boxes are on one line when they share a height, whatever their fonts.
 */
export type TextLines = (root: Node, pattern?: string) => number;

/** The line counter, created in the page so that any evaluation can be given it as an argument. */
export function textLinesIn(page: Page): Promise<JSHandle<TextLines>> {
  return page.evaluateHandle(() => {
    const count: TextLines = (root, pattern) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const text = nodes.map((node) => node.data).join('');
      let from = 0;
      let to = text.length;
      if (pattern !== undefined) {
        const match = new RegExp(pattern).exec(text);
        if (!match) return 0;
        from = match.index;
        to = match.index + match[0].length;
      }
      const lines: { top: number; bottom: number }[] = [];
      let start = 0;
      for (const node of nodes) {
        const end = start + node.data.length;
        if (end > from && start < to) {
          const range = document.createRange();
          range.setStart(node, Math.max(from - start, 0));
          range.setEnd(node, Math.min(to - start, node.data.length));
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            const middle = (rect.top + rect.bottom) / 2;
            const line = lines.find((seen) => middle > seen.top && middle < seen.bottom);
            if (line) {
              line.top = Math.min(line.top, rect.top);
              line.bottom = Math.max(line.bottom, rect.bottom);
            } else lines.push({ top: rect.top, bottom: rect.bottom });
          }
        }
        start = end;
      }
      return lines.length;
    };
    return count;
  });
}
