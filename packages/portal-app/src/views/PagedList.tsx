import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, EmptyState, ErrorState, Pagination, Skeleton, type DataTableProps, type PaginationProps } from '@credit-portal/ui';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shell/paging';
import type { Resource } from '../shell/routeData';
import { pagination } from './page.css';

/** One page of a list as the back end answers it (spec §9). */
export interface PageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

interface PagedProps<T> {
  /** The loaded page; `null` when there is nothing to ask for yet (e.g. no keyword). */
  list: Resource<PageOf<T> | null> & { retry(): void };
  /** Shown when the page has no records (an EmptyState with words for this list). */
  empty?: ReactNode;
  /** Keep the scroll position when the page changes (a list inside a longer page). */
  preventScrollReset?: boolean;
  /** Shown above the records once a page with records has loaded (e.g. 共 N 条). */
  header?: (page: PageOf<T>) => ReactNode;
  /** In place of the catalogue's message with a retry (e.g. who may use the list instead). */
  error?: (message: string, retry: () => void) => ReactNode;
  /** The address's names of the list's page and size, when a page holds more than one list (default pageNo, pageSize). */
  pageNames?: PageNames;
  /** The pager's words, e.g. a name for its navigation when a page has several lists. */
  pagerLabels?: PaginationProps['labels'];
}

export interface PageNames {
  page: string;
  size: string;
}

const PAGING_NAMES: PageNames = { page: 'pageNo', size: 'pageSize' };

type PagerProps = Pick<PagedProps<unknown>, 'preventScrollReset' | 'pageNames' | 'pagerLabels'>;

/** One page of a list the back end answers whole (spec §9: shown a page at a time like every list). */
export function pageOfAll<T>(records: readonly T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }): PageOf<T> {
  return { records: records.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: records.length, current: pageNo, size: pageSize };
}

/** The page inside a resource that loads more than the page (a column with its sub-columns, a list with its columns). */
export function pageIn<D, T>(list: Resource<D> & { retry(): void }, page: (data: D) => PageOf<T>): Resource<PageOf<T>> & { retry(): void } {
  return list.status === 'ready' ? { status: 'ready', data: page(list.data), retry: list.retry } : list;
}

const failure = (message: string, retry: () => void) => <ErrorState message={message} onRetry={retry} />;

/** The pager of spec §9 under a list; page and size live in the address (pageNo and pageSize, or `pageNames`), the first page and the default size left out. */
function ListPager({ page, preventScrollReset, pageNames = PAGING_NAMES, pagerLabels }: PagerProps & { page: PageOf<unknown> }) {
  const [params, setParams] = useSearchParams();
  const onChange = (pageNo: number, pageSize: number) => {
    const next = new URLSearchParams(params);
    const keep = (name: string, value: number, fallback: number) => (value === fallback ? next.delete(name) : next.set(name, String(value)));
    keep(pageNames.page, pageNo, 1);
    keep(pageNames.size, pageSize, DEFAULT_PAGE_SIZE);
    setParams(next, { preventScrollReset });
  };
  return (
    <Pagination
      className={pagination}
      total={page.total}
      page={page.current}
      pageSize={page.size}
      pageSizes={PAGE_SIZES}
      labels={pagerLabels}
      onChange={onChange}
      // Paging in the address works without JavaScript too (a server-rendered page): the pager's GET forms.
      withoutScript={{ pageParam: pageNames.page, sizeParam: pageNames.size, params: [...params] }}
    />
  );
}

export interface PagedListProps<T> extends PagedProps<T> {
  /** Read to screen readers while the page loads, e.g. 正在检索. */
  loadingLabel: string;
  /** How many skeleton items stand in for the records while the page loads. */
  loadingCount?: number;
  /** The skeleton's shape: list rows (default) or cards. */
  loadingVariant?: 'list' | 'card';
  /** The records, as the page lays them out (cards, an ordered list). */
  children: (records: T[]) => ReactNode;
}

/**
 * A paginated list's states in one place: skeletons while loading, the catalogue's message with a
 * retry, the empty state, then the records and the pager.
 */
export function PagedList<T>({
  list,
  loadingLabel,
  loadingCount = 5,
  loadingVariant = 'list',
  empty = <EmptyState />,
  children,
  header,
  error = failure,
  ...pager
}: PagedListProps<T>) {
  if (list.status === 'loading') return <Skeleton variant={loadingVariant} count={loadingCount} label={loadingLabel} />;
  if (list.status === 'error') return error(list.message, list.retry);
  const page = list.data;
  if (!page) return null;
  if (page.records.length === 0) return <>{empty}</>;
  return (
    <>
      {header?.(page)}
      {children(page.records)}
      <ListPager page={page} {...pager} />
    </>
  );
}

export type PagedTableProps<T> = PagedProps<T> & Omit<DataTableProps<T>, 'rows' | 'loading'>;

/**
 * A paginated table: the table keeps its frame with skeleton rows while a page loads (no layout
 * shift), then the rows and the pager; the catalogue's message or the empty state otherwise.
 */
export function PagedTable<T>({
  list,
  empty = <EmptyState />,
  header,
  error = failure,
  preventScrollReset,
  pageNames,
  pagerLabels,
  ...table
}: PagedTableProps<T>) {
  if (list.status === 'error') return error(list.message, list.retry);
  const page = list.status === 'ready' ? list.data : undefined;
  if (page === null) return null;
  if (page && page.records.length === 0) return <>{empty}</>;
  return (
    <>
      {page && header?.(page)}
      <DataTable<T> {...table} loading={!page} rows={page?.records ?? []} />
      {page && <ListPager page={page} preventScrollReset={preventScrollReset} pageNames={pageNames} pagerLabels={pagerLabels} />}
    </>
  );
}
