/** Spec §9 paging constants. */
export const DEFAULT_PAGE_SIZE = 15;
export const DEFAULT_PAGE_SIZES = [10, 15, 20, 50, 100] as const;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** How many pages `total` items fill; at least 1 so an empty list still reads 第 1 页. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of
 * the current one, and an ellipsis where pages are left out. The list has the same length
 * (2·siblings + 5) whenever there are enough pages, so buttons do not jump about.
 *
 * pageItems(1, 20) → [1, 2, 3, 4, 5, 'ellipsis-end', 20]
 * pageItems(10, 20) → [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const edge = slots - 2; // pages shown next to the first or last page when near that end
  if (page <= edge - siblings) return [...range(1, edge), 'ellipsis-end', count];
  if (page >= count - edge + 1 + siblings) return [1, 'ellipsis-start', ...range(count - edge + 1, count)];
  return [1, 'ellipsis-start', ...range(page - siblings, page + siblings), 'ellipsis-end', count];
}
