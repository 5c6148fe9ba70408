/** Items in the first row of the tab menu while there are at most 14 tabs (spec §2). */
export const TAB_MENU_ROW_SIZE = 7;

/**
 * How many tabs go in the first row and how many in the rest (spec §2 Tab menu): the first
 * row holds 7; with more than 14 tabs it holds half of them, rounded up.
 *
 * splitTabRows(5) → [5, 0]; splitTabRows(14) → [7, 7]; splitTabRows(15) → [8, 7].
 */
export function splitTabRows(count: number): [firstRow: number, rest: number] {
  const n = Math.max(0, Math.floor(count));
  const first = n > TAB_MENU_ROW_SIZE * 2 ? Math.ceil(n / 2) : Math.min(n, TAB_MENU_ROW_SIZE);
  return [first, n - first];
}
