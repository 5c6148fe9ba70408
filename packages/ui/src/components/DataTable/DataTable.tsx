import { forwardRef, useCallback, useEffect, useId, useMemo, useRef, useState, type ForwardedRef, type ReactNode, type Ref } from 'react';
import { careWord } from '../../styles/careWord.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

export type DataTableLayout = (typeof styles.dataTableLayouts)[number];
export { dataTableLayouts, dataTableStackWidths, type DataTableStackWidth } from './DataTable.css';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** The row field shown (and sorted on unless `sortValue` says otherwise). */
  key: string;
  title: string;
  /** Custom cell content; the row field as text when absent. */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  /** The value compared when the table sorts by itself. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /**
   * The column's width in CSS pixels (120) or a percentage ('30%'). Set as its `<col>`'s `width`
   * attribute, not a style attribute, so that a server-rendered table passes a strict
   * Content-Security-Policy (style attributes in HTML are inline styles).
   */
  width?: number | `${number}%`;
  align?: 'left' | 'center' | 'right';
  /**
   * Keeps the values on one line (numbers, codes, dates, times): never broken inside. In a card (the
   * `stack` layout) such a value stands beside its column's name where it fits whole, else under it, and
   * is broken only where even the card's width is too narrow.
   */
  nowrap?: boolean;
}

export interface DataTableLabels {
  empty: string;
  loading: string;
  /** Read after a sortable column's title: what pressing it does. */
  sortAscending: string;
  sortDescending: string;
  /** Shown in 关怀版 beside a sorted column's arrows, saying the order they show (aria-sort tells screen readers). */
  sortedAscending: string;
  sortedDescending: string;
  /**
   * Read after the caption in the name of the table's scroll region, so the region never shares its
   * name with the section around it (axe landmark-unique), e.g. 我的留言（表格）.
   */
  region: string;
}

export const defaultDataTableLabels: DataTableLabels = {
  empty: '暂无数据',
  loading: '正在加载…',
  sortAscending: '，按升序排列',
  sortDescending: '，按降序排列',
  sortedAscending: '升序',
  sortedDescending: '降序',
  region: '（表格）',
};

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Names the table (and its scroll region). Required; hide it with `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  /** A stable key per row. Default: the row's `id`, else its index. */
  rowKey?: (row: Row, index: number) => string | number;
  /**
   * Sorted column, when the caller sorts (e.g. on the server). Without it the table keeps
   * its own sort state and sorts `rows` itself.
   */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /**
   * `scroll` (default): scroll sideways in a focusable region when wider than its box. `stack`: where its
   * box is narrower than the table needs, each row becomes a card of lines, each value beside its
   * column's name (shown and read with it); a table otherwise.
   */
  layout?: DataTableLayout;
  /**
   * For `stack`: the width of its box (CSS px) below which it shows cards. Default: the width its headers
   * and one-line (`nowrap`) values need, estimated from the columns and rows (`estimateTableWidth`).
   */
  stackBelow?: styles.DataTableStackWidth;
  loading?: boolean;
  /** Shown when there are no rows. Default 暂无数据. */
  empty?: ReactNode;
  labels?: Partial<DataTableLabels>;
  className?: string;
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN', { numeric: true });
};

/** Cell padding on both sides (the theme's lg, 16 px each) and the table's text size (14 px). */
const CELL_PADDING_PX = 32;
const TEXT_PX = 14;
const SORT_ICON_PX = 14;

/** The width a line of text takes at the table's size: full width for CJK and full-width forms, about half for the rest. */
const textWidth = (text: string) => {
  let width = 0;
  for (const character of text) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? TEXT_PX : TEXT_PX * 0.58;
  return width;
};

/**
 * About how wide a table must be to show its columns without breaking a header or a one-line value: each
 * column's header (headers never wrap) or its longest `nowrap` value, whichever is wider, plus padding.
 * Other values wrap, so they add nothing.
 */
export function estimateTableWidth<Row>(columns: readonly DataTableColumn<Row>[], rows: readonly Row[]): number {
  return columns.reduce((total, column) => {
    let width = textWidth(column.title) + (column.sortable ? SORT_ICON_PX : 0);
    if (column.nowrap) {
      rows.forEach((row, index) => {
        // What the cell shows when it is text; the row's field when it is more (a link around it).
        const field = (row as Record<string, unknown>)[column.key];
        const rendered = column.render ? column.render(row, index) : field;
        const shown = typeof rendered === 'string' || typeof rendered === 'number' ? rendered : field;
        if (typeof shown === 'string' || typeof shown === 'number') width = Math.max(width, textWidth(String(shown)));
      });
    }
    if (typeof column.width === 'number') width = Math.max(width, column.width - CELL_PADDING_PX);
    return total + width + CELL_PADDING_PX;
  }, 0);
}

/** The smallest of the stack widths at least `width`, or the largest. */
const stackWidthFor = (width: number): styles.DataTableStackWidth =>
  styles.dataTableStackWidths.find((step) => step >= width) ?? styles.dataTableStackWidths[styles.dataTableStackWidths.length - 1]!;

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path d="M5 1 9 6H1Z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M5 13 1 8h8Z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}

const cellContent = <Row,>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode =>
  column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '');

function DataTableInner<Row>(
  {
    columns,
    rows,
    caption,
    captionHidden = false,
    rowKey,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    layout = 'scroll',
    stackBelow,
    loading = false,
    empty,
    labels: labelOverrides,
    className,
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = { ...defaultDataTableLabels, ...labelOverrides };
  const captionId = useId();
  const controlled = sortProp !== undefined;
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = controlled ? sortProp : ownSort;

  const shownRows = useMemo(() => {
    if (controlled || !sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return rows;
    const value = column.sortValue ?? ((row: Row) => (row as Record<string, unknown>)[column.key]);
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [controlled, sort, rows, columns]);

  // Ascending, then descending, then back to the order the rows came in.
  const toggle = (key: string) => {
    const next: SortState | null =
      sort?.key !== key
        ? { key, direction: 'ascending' }
        : sort.direction === 'ascending'
          ? { key, direction: 'descending' }
          : null;
    if (!controlled) setOwnSort(next);
    onSortChange?.(next);
  };

  const stack = layout === 'stack';
  const cardsBelow = stack ? (stackBelow ?? stackWidthFor(estimateTableWidth(columns, shownRows))) : undefined;

  // The region is a keyboard stop only while it scrolls (WCAG 2.1.1): as a server's page and before it is
  // measured it is one; once measured, a table that fits (or shows cards) is not an empty stop.
  const [scrolls, setScrolls] = useState(true);
  const regionRef = useRef<HTMLDivElement | null>(null);
  const setRegion = useCallback(
    (element: HTMLDivElement | null) => {
      regionRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.querySelector('table') ?? region.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  const keyOf = (row: Row, index: number) =>
    rowKey ? rowKey(row, index) : ((row as { id?: string | number }).id ?? index);

  let body: ReactNode;
  if (loading || shownRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.stateCell}>
          {loading ? (
            <Skeleton variant="table" columns={columns.length} count={5} label={labels.loading} />
          ) : (
            (empty ?? <EmptyState title={labels.empty} />)
          )}
        </td>
      </tr>
    );
  } else {
    body = shownRows.map((row, index) => (
      <tr key={keyOf(row, index)} className={stack ? styles.stackRow : undefined}>
        {columns.map((column) => (
          <td
            key={column.key}
            data-label={column.title}
            className={[styles.td({ align: column.align ?? 'left', nowrap: Boolean(column.nowrap) }), styles.cell, stack ? styles.stackCell : ''].join(' ')}
          >
            {stack ? (
              // One item beside the column's name, which a card shows from `data-label` (and a screen reader
              // reads with the value); the cell's own text stays the value alone.
              <span className={styles.cellValue}>{cellContent(column, row, index)}</span>
            ) : (
              cellContent(column, row, index)
            )}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      ref={setRegion}
      // The region scrolls sideways; focusable and named so keyboard users can scroll it too.
      role="region"
      aria-labelledby={`${captionId} ${captionId}-region`}
      aria-busy={loading || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={scrolls ? 0 : undefined}
      className={[styles.region, stack ? styles.stackRegion : '', cardsBelow ? styles.stackBelow[cardsBelow] : '', className].filter(Boolean).join(' ')}
    >
      <span id={`${captionId}-region`} hidden>
        {labels.region}
      </span>
      <table className={styles.table({ layout })}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        {columns.some((column) => column.width !== undefined) && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} width={column.width} />
            ))}
          </colgroup>
        )}
        <thead className={[styles.head, stack ? styles.stackHead : ''].join(' ')}>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const nextHint =
                direction === 'ascending' ? labels.sortDescending : direction === undefined ? labels.sortAscending : '';
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                  className={styles.th({ align: column.align ?? 'left' })}
                >
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggle(column.key)}>
                      {column.title}
                      {nextHint && <span className={visuallyHidden}>{nextHint}</span>}
                      <SortIcon direction={direction} />
                      {direction && (
                        <span className={careWord} aria-hidden="true">
                          {direction === 'ascending' ? labels.sortedAscending : labels.sortedDescending}
                        </span>
                      )}
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={stack ? styles.stackBody : undefined}>{body}</tbody>
      </table>
    </div>
  );
}

/**
 * A data table with a caption, sortable headers (aria-sort) and a responsive layout.
 * Generic over the row type: `<DataTable<Enterprise> columns={…} rows={…} caption="…" />`.
 */
export const DataTable = forwardRef(DataTableInner) as (<Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof DataTableInner>) & { displayName?: string };
DataTable.displayName = 'DataTable';
