import { forwardRef, useId, useMemo, useState, type ForwardedRef, type ReactNode, type Ref } from 'react';
import { careWord } from '../../styles/careWord.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

export type DataTableLayout = (typeof styles.dataTableLayouts)[number];
export { dataTableLayouts } from './DataTable.css';

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
  /** `scroll` (default): scroll sideways in a focusable region; `stack`: cards on a phone. */
  layout?: DataTableLayout;
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

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path d="M5 1 9 6H1Z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M5 13 1 8h8Z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}

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
            className={[styles.td({ align: column.align ?? 'left' }), styles.cell, stack ? styles.stackCell : ''].join(' ')}
          >
            {column.render
              ? column.render(row, index)
              : String((row as Record<string, unknown>)[column.key] ?? '')}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      ref={ref}
      // The region scrolls sideways; focusable and named so keyboard users can scroll it too.
      role="region"
      aria-labelledby={`${captionId} ${captionId}-region`}
      aria-busy={loading || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className={[styles.region, className].filter(Boolean).join(' ')}
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
