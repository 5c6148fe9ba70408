import { EmptyState, ErrorState, type DataTableColumn } from '@credit-portal/ui';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { useResource } from '../shell/useResource';
import { PagedTable, type PageOf } from './PagedList';
import { StatusFilter, useStatusFilteredList } from './StatusFilteredList';
import type { SubmissionProgress } from './submissions';
import * as styles from './submission.css';

type Status = Schemas['SubmissionStatus'];
const STATUSES: readonly Status[] = ['待受理', '受理中', '已办结'];
// The list's state in the address, apart from anything else on its page (StatusFilteredList.tsx).
const ADDRESS = { page: 'pageNo', size: 'pageSize', status: 'status' };

export type SubmissionPageLoader = (query: { pageNo: number; pageSize: number; status?: Status }, signal: AbortSignal) => Promise<PageOf<SubmissionProgress>>;

/**
 * A visitor's own submissions of one kind (an infoPage operation), newest first, with a status filter
 * and paging in the address. `name` is the kind, e.g. 信用投诉; `who` says who may file it when the
 * back end answers no permission.
 */
export function MySubmissions({
  id,
  name,
  load,
  columns,
  who,
}: {
  /** Names the list's controls, e.g. my-complaints. */
  id: string;
  name: string;
  load: SubmissionPageLoader;
  columns: readonly DataTableColumn<SubmissionProgress>[];
  who: string;
}) {
  const { pageNo, pageSize, status, setStatus, setPage } = useStatusFilteredList(ADDRESS, STATUSES);
  const list = useResource((signal) => load({ pageNo, pageSize, ...(status ? { status } : {}) }, signal), JSON.stringify([name, pageNo, pageSize, status]));
  return (
    <>
      <StatusFilter label="办理状态" id={`${id}-status`} statuses={STATUSES} value={status} onChange={setStatus} />
      <PagedTable<SubmissionProgress>
        list={list}
        preventScrollReset
        onPageChange={setPage}
        pagerLabels={{ nav: `我的${name}分页` }}
        error={
          // No permission (spec §8) is the account type, not a passing failure: say who may use the list.
          (message, retry) =>
            message === catalogueMessage('forbidden') ? (
              <p className={styles.lead} role="alert">
                {message}。本事项仅限{who}办理。
              </p>
            ) : (
              <ErrorState message={message} onRetry={retry} />
            )
        }
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

