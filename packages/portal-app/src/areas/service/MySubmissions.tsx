import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { StatusFilter, useStatusFilteredList, type ListAddressNames } from '../../views/StatusFilteredList';
import * as styles from './service.css';

type Progress = Schemas['SubmissionProgress'];
type Status = Schemas['SubmissionStatus'];

const STATUSES: readonly Status[] = ['待受理', '受理中', '已办结'];

const COLUMNS: DataTableColumn<Progress>[] = [
  { key: 'trackingNo', title: '受理编号' },
  { key: 'title', title: '事项' },
  { key: 'submitTime', title: '提交时间' },
  { key: 'status', title: '办理状态' },
  { key: 'finishTime', title: '办结时间', render: (row) => row.finishTime ?? '—' },
  { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
];

export interface MySubmissionsProps {
  id: string;
  /** The list's name, e.g. 我的自主声明. */
  title: string;
  /** What the visitor logs in for, e.g. 查看本企业的自主声明和审核进度. */
  loginAction: string;
  /** The list's state in the address, apart from other lists of the page. */
  address: ListAddressNames;
  /** One page of the visitor's own submissions (an infoPage operation). */
  load: (query: { pageNo: number; pageSize: number; status?: Status }, signal: AbortSignal) => Promise<PageOf<Progress>>;
}

/** The logged-in enterprise's own submissions of one kind with their progress (infoPage), newest first. */
export function MySubmissions({ id, title, loginAction, address, load }: MySubmissionsProps) {
  const shell = useShell();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {shell.user ? <SubmissionTable id={id} title={title} address={address} load={load} /> : <LoginNotice action={loginAction} />}
    </section>
  );
}

function SubmissionTable({ id, title, address, load }: Omit<MySubmissionsProps, 'loginAction'>) {
  const { pageNo, pageSize, status, setStatus, setPage } = useStatusFilteredList(address, STATUSES);
  const list = useResource((signal) => load({ pageNo, pageSize, ...(status ? { status } : {}) }, signal), JSON.stringify([id, pageNo, pageSize, status]));
  return (
    <>
      <StatusFilter label="办理状态" id={`${id}-status`} statuses={STATUSES} value={status} onChange={setStatus} />
      <PagedTable<Progress>
        list={list}
        error={(message, retry) => <LoadFailure message={message} onRetry={retry} who="企业用户" />}
        empty={<EmptyState title={status ? `暂无“${status}”的记录` : '暂无记录'} />}
        onPageChange={setPage}
        pagerLabels={{ nav: `${title}分页` }}
        caption={title}
        captionHidden
        columns={COLUMNS}
        rowKey={(row) => row.trackingNo}
      />
    </>
  );
}
