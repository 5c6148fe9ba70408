import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { textLinesIn } from './textLines';

/**
 * Where a record table's cell, drawn as a line of a card on a phone, puts its column's name and its value.
 * `name` is the name shown before the value (the cell's `::before`, from its data-label; '' when hidden),
 * `indent` and `drop` the value's offset from the cell's corner, `lines` the lines the value is drawn on.
 */
export interface CardCell {
  label: string;
  name: string;
  text: string;
  indent: number;
  drop: number;
  lines: number;
  /** DataTable's mark of a value read as one (its column's `nowrap`): the cell does not wrap. */
  nowrap: boolean;
}

/** Each of `cells`, measured where it stands. */
export async function cardCells(cells: Locator): Promise<CardCell[]> {
  const textLines = await textLinesIn(cells.page());
  try {
    return await cells.evaluateAll(
      (elements, lines) =>
        elements.map((cell) => {
          const before = getComputedStyle(cell, '::before');
          const span = cell.querySelector(':scope > span')!;
          const value = span.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return {
            label: cell.getAttribute('data-label') ?? '',
            name: before.display === 'none' || before.visibility === 'hidden' ? '' : before.content,
            text: cell.textContent?.trim() ?? '',
            indent: value.left - box.left,
            drop: value.top - box.top,
            lines: lines(span),
            nowrap: getComputedStyle(cell).whiteSpace === 'nowrap',
          };
        }),
      textLines,
    );
  } finally {
    await textLines.dispose();
  }
}

/**
 * The card's rule for one cell: the column's name is shown, and the value stands beside it on its line
 * (to its right) or, only for a value read as one (`whole`) too long for the rest of that line, under it at
 * the line's start. A value read as one is drawn on one line wherever it stands.
 */
export function expectCardCell(cell: CardCell, whole: boolean) {
  expect(cell.name, `${cell.label}'s name shown`).toBe(`"${cell.label}"`);
  if (cell.drop < 12) expect(cell.indent, `${cell.label} stands left of its value`).toBeGreaterThanOrEqual(56);
  else {
    expect(whole, `${cell.label}: only a value read as one stands under its name (${cell.text})`).toBe(true);
    expect(cell.indent, `${cell.label}'s value under it starts the line`).toBeLessThan(12);
  }
  if (whole) expect(cell.lines, `${cell.label}'s value ${cell.text} whole`).toBe(1);
}
