import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { catalogueMessage, isPortalError, type Schemas } from '@credit-portal/api-client';
import { ifSignedIn, searchOf, useLoaded } from '../shell/routeData';
import { PagedTable, type PageOf } from './PagedList';
import { StatusFilter, readStatusFilteredList, useStatusFilteredList } from './StatusFilteredList';
import type { SubmissionProgress } from './submissions';
import * as styles from './submission.css';

type Status = Schemas['SubmissionStatus'];
const STATUSES: readonly Status[] = ['待受理', '受理中', '已办结'];
// The list's state in the address, apart from anything else on its page (StatusFilteredList.tsx).
const ADDRESS = { page: 'pageNo', size: 'pageSize', status: 'status' };

/**
 * The columns of a list of submissions: the 受理编号, what the kind adds (its title, its subject), then
 * the progress every kind has (state, date, the unit handling it, the result).
 */
export function progressColumns(own: readonly DataTableColumn<SubmissionProgress>[]): DataTableColumn<SubmissionProgress>[] {
  return [
    { key: 'trackingNo', title: '受理编号' },
    ...own,
    { key: 'status', title: '办理状态' },
    { key: 'submitTime', title: '提交时间', render: (row) => row.submitTime.slice(0, 10) },
    { key: 'handleUnit', title: '承办单位', render: (row) => row.handleUnit ?? '—' },
    { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
  ];
}

/** One page of the visitor's own submissions, or null when the account may not file them (no permission). */
export interface MySubmissionsData {
  page: PageOf<SubmissionProgress> | null;
}

/**
 * The loader of a page with a visitor's own submissions of one kind: the page and status filter of
 * the address; nothing for an anonymous visitor (the page asks them to log in).
 */
export function mySubmissionsLoader(load: SubmissionPageLoader) {
  return ifSignedIn(async ({ request }: LoaderFunctionArgs): Promise<MySubmissionsData> => {
    const { pageNo, pageSize, status } = readStatusFilteredList(searchOf(request), ADDRESS, STATUSES);
    try {
      return {
        page: await load({ pageNo, pageSize, ...(status ? { status } : {}) }, request.signal),
      };
    } catch (error) {
      if (isPortalError(error) && error.kind === 'forbidden') return { page: null };
      throw error;
    }
  });
}

export type SubmissionPageLoader = (query: { pageNo: number; pageSize: number; status?: Status }, signal: AbortSignal) => Promise<PageOf<SubmissionProgress>>;

/**
 * A visitor's own submissions of one kind (an infoPage operation), newest first, with a status filter
 * and paging in the address. `name` is the kind, e.g. 信用投诉; `who` says who may file it when the
 * back end answers no permission.
 */
export function MySubmissions({
  id,
  name,
  list: given,
  columns,
  who,
}: {
  /** Names the list's controls, e.g. my-complaints. */
  id: string;
  name: string;
  /** What the route's loader (mySubmissionsLoader) gave. */
  list: MySubmissionsData;
  columns: readonly DataTableColumn<SubmissionProgress>[];
  who: string;
}) {
  const { status, setStatus, setPage } = useStatusFilteredList(ADDRESS, STATUSES);
  const list = useLoaded(given.page);
  if (list.status === 'ready' && list.data === null) {
    // No permission (spec §8) is the account type, not a passing failure: say who may use the list.
    return (
      <p className={styles.lead} role="alert">
        {catalogueMessage('forbidden')}。本事项仅限{who}办理。
      </p>
    );
  }
  return (
    <>
      <StatusFilter label="办理状态" id={`${id}-status`} statuses={STATUSES} value={status} onChange={setStatus} />
      <PagedTable<SubmissionProgress>
        list={list}
        preventScrollReset
        onPageChange={setPage}
        pagerLabels={{ nav: `我的${name}分页` }}
        empty={<EmptyState title={status ? `暂无“${status}”的${name}` : `暂无${name}记录`} />}
        caption={`我的${name}`}
        captionHidden
        columns={columns}
        rowKey={(row) => row.trackingNo}
        labels={{ loading: `正在加载${name}` }}
      />
    </>
  );
}
