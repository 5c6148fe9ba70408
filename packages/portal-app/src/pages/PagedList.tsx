import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, EmptyState, ErrorState, Pagination, Skeleton, type DataTableProps } from '@credit-portal/ui';
import { PAGE_SIZES, writePaging } from '../shell/paging';
import type { Resource } from '../shell/useResource';
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
}

/** The pager of spec §9 under a list; page and size live in the address (pageNo, pageSize). */
function ListPager({ page, preventScrollReset }: { page: PageOf<unknown>; preventScrollReset?: boolean }) {
  const [params, setParams] = useSearchParams();
  return (
    <Pagination
      className={pagination}
      total={page.total}
      page={page.current}
      pageSize={page.size}
      pageSizes={PAGE_SIZES}
      onChange={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }), { preventScrollReset })}
    />
  );
}

export interface PagedListProps<T> extends PagedProps<T> {
  /** Read to screen readers while the page loads, e.g. 正在检索. */
  loadingLabel: string;
  /** The records, as the page lays them out (cards, an ordered list). */
  children: (records: T[]) => ReactNode;
}

/**
 * A paginated list's states in one place: skeletons while loading, the catalogue's message with a
 * retry, the empty state, then the records and the pager.
 */
export function PagedList<T>({ list, loadingLabel, empty = <EmptyState />, children, preventScrollReset }: PagedListProps<T>) {
  if (list.status === 'loading') return <Skeleton variant="list" count={5} label={loadingLabel} />;
  if (list.status === 'error') return <ErrorState message={list.message} onRetry={list.retry} />;
  const page = list.data;
  if (!page) return null;
  if (page.records.length === 0) return <>{empty}</>;
  return (
    <>
      {children(page.records)}
      <ListPager page={page} preventScrollReset={preventScrollReset} />
    </>
  );
}

export type PagedTableProps<T> = PagedProps<T> & Omit<DataTableProps<T>, 'rows' | 'loading'>;

/**
 * A paginated table: the table keeps its frame with skeleton rows while a page loads (no layout
 * shift), then the rows and the pager; the catalogue's message or the empty state otherwise.
 */
export function PagedTable<T>({ list, empty = <EmptyState />, preventScrollReset, ...table }: PagedTableProps<T>) {
  if (list.status === 'error') return <ErrorState message={list.message} onRetry={list.retry} />;
  const page = list.status === 'ready' ? list.data : undefined;
  if (page === null) return null;
  if (page && page.records.length === 0) return <>{empty}</>;
  return (
    <>
      <DataTable<T> {...table} loading={!page} rows={page?.records ?? []} />
      {page && <ListPager page={page} preventScrollReset={preventScrollReset} />}
    </>
  );
}
