import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { catalogueMessage } from '@credit-portal/api-client';
import { useLoaded } from '../shell/routeData';
import { PagedTable } from './PagedList';
import { StatusFilter, useStatusFilteredList } from './StatusFilteredList';
import { MY_SUBMISSIONS_ADDRESS as ADDRESS, SUBMISSION_STATUSES as STATUSES, type MySubmissionsData } from './mySubmissionsList';
import type { SubmissionProgress } from './submissions';
import * as styles from './submission.css';


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
