import type { DataTableColumn } from '@credit-portal/ui';
import { FORBIDDEN, useLoaded } from '../../shell/routeData';
import { useShell } from '../../shell/ShellContext';
import { LoginNotice } from '../../views/LoginNotice';
import { StatusFilteredTable, useStatusFilteredList } from '../../views/StatusFilteredList';
import { MY_SUBMISSIONS_ADDRESS, SUBMISSION_STATUSES, type MySubmissionsList, type Progress } from './submissions';
import * as styles from './service.css';
import { PageSection } from '../../views/PageSection';

const COLUMNS: DataTableColumn<Progress>[] = [
  { key: 'trackingNo', title: '受理编号' },
  { key: 'title', title: '事项' },
  { key: 'submitTime', title: '提交时间' },
  { key: 'status', title: '办理状态' },
  { key: 'finishTime', title: '办结时间', render: (row) => row.finishTime ?? '—' },
  { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
];

/** The list's own parameters: only their change shows the list loading (the page has other parts). */
const OWN_PARAMETERS = Object.values(MY_SUBMISSIONS_ADDRESS);

export interface MySubmissionsProps {
  id: string;
  /** The list's name, e.g. 我的自主声明. */
  title: string;
  /** What the visitor logs in for, e.g. 查看本企业的自主声明和审核进度. */
  loginAction: string;
  /** What the route's loader gave (mySubmissionsOf in loaders.ts). */
  list: MySubmissionsList;
}

/** The logged-in enterprise's own submissions of one kind with their progress (infoPage), newest first. */
export function MySubmissions({ id, title, loginAction, list }: MySubmissionsProps) {
  const shell = useShell();
  return (
    <PageSection id={id} title={title} styles={styles}>
      {shell.user && list !== null ? <SubmissionTable id={id} title={title} list={list} /> : <LoginNotice action={loginAction} />}
    </PageSection>
  );
}

function SubmissionTable({ id, title, list: given }: { id: string; title: string; list: NonNullable<MySubmissionsList> }) {
  const address = useStatusFilteredList(MY_SUBMISSIONS_ADDRESS, SUBMISSION_STATUSES);
  const list = useLoaded(given === FORBIDDEN ? null : given, OWN_PARAMETERS);
  return (
    <StatusFilteredTable<Progress>
      address={address}
      filter={{ label: '办理状态', id: `${id}-status`, statuses: SUBMISSION_STATUSES }}
      // No permission (spec §8) is the account's type: it says who may file instead of offering a retry.
      forbidden={given === FORBIDDEN ? { who: '企业用户', onRetry: list.retry } : null}
      list={list}
      name={title}
      empty={(status) => (status ? `暂无“${status}”的记录` : '暂无记录')}
      columns={COLUMNS}
      rowKey={(row) => row.trackingNo}
    />
  );
}
