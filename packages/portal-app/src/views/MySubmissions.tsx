import type { DataTableColumn } from '@credit-portal/ui';
import { FORBIDDEN, useLoaded } from '../shell/routeData';
import { StatusFilteredTable, useStatusFilteredList } from './StatusFilteredList';
import { MY_SUBMISSIONS_ADDRESS, SUBMISSION_STATUSES, type MySubmissionsData } from './mySubmissionsList';
import type { ListAddressNames } from './statusFilteredAddress';
import type { SubmissionProgress } from './submissions';

/**
 * A visitor's own submissions of one kind (an infoPage operation), newest first, with a status filter
 * and paging in the address (under `address`, as the route's loader read them: mySubmissionsLoader).
 * `name` is the kind, e.g. 信用投诉; `who` says who may file it when the back end answers no permission.
 * The page shows it to a logged-in visitor and asks an anonymous one to log in.
 */
export function MySubmissions({
  id,
  name,
  list: given,
  columns,
  who,
  address = MY_SUBMISSIONS_ADDRESS,
}: {
  /** Names the list's controls, e.g. my-complaints. */
  id: string;
  name: string;
  /** What the route's loader gave for a logged-in visitor. */
  list: NonNullable<MySubmissionsData>;
  columns: readonly DataTableColumn<SubmissionProgress>[];
  who: string;
  address?: ListAddressNames;
}) {
  const state = useStatusFilteredList(address, SUBMISSION_STATUSES);
  // Only a change of the list's own parameters shows it loading: its page may have other parts.
  const list = useLoaded(given === FORBIDDEN ? null : given, Object.values(address));
  return (
    <StatusFilteredTable<SubmissionProgress>
      address={state}
      filter={{ label: '办理状态', id: `${id}-status`, statuses: SUBMISSION_STATUSES }}
      // No permission (spec §8) is the account's type: it says who may file instead of offering a retry.
      forbidden={given === FORBIDDEN ? { who, onRetry: list.retry } : null}
      list={list}
      name={`我的${name}`}
      empty={(status) => (status ? `暂无“${status}”的${name}` : `暂无${name}记录`)}
      loadingLabel={`正在加载${name}`}
      columns={columns}
      rowKey={(row) => row.trackingNo}
    />
  );
}
