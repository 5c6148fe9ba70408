import { useEffect, useRef, useState, type ReactNode } from 'react';

import { isPortalError, unwrap, type OperationResult } from '@credit-portal/api-client';
import {
  Button,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  Field,
  Form,
  Skeleton,
  TextInput,
  normaliseUscc,
  required,
  useForm,
  validateUnifiedSocialCreditCode,
} from '@credit-portal/ui';

import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
import { StatusFilter, useStatusFilteredList } from '../../views/StatusFilteredList';
import * as styles from '../../views/declarations.css';
import { LoadFailure } from '../../views/LoginNotice';
import { REPORT_APPLICANTS, reportDownloadHref } from './reportApi';
import { toFormError } from '../../views/formError';

type Application = OperationResult<'getReportApplyPage'>['records'][number];
const STATUSES = ['已申请', '已生成', '已失效'] as const;

// This list's state in the address (apart from other lists on the same page).
const ADDRESS = { page: 'applyPage', size: 'applySize', status: 'applyStatus' };

/** yyyy-MM-dd of a local date. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

type Opened = { kind: 'share' | 'shares'; application: Application } | null;

/**
 * 我的申请: my credit-report applications with status, the report to download once generated, and
 * sharing it with an organisation (共享) or ending a share (停止共享). Filter and paging in the address.
 * Used by /credit-report and the user centre's 信用报告申请 panel.
 */
export function ReportApplications({ refreshKey = 0 }: { refreshKey?: number }) {
  const { pageNo, pageSize, status, setStatus, setPage } = useStatusFilteredList(ADDRESS, STATUSES);
  const [changed, setChanged] = useState(0);
  const [opened, setOpened] = useState<Opened>(null);

  const list = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditreportapply/page', {
          params: {
            query: { pageNo, pageSize, ...(status ? { status } : {}) },
          },
          signal,
        })
      ),
    JSON.stringify([pageNo, pageSize, status, refreshKey, changed])
  );

  const columns = [
    { key: 'applyNo', title: '受理编号' },
    { key: 'templateName', title: '报告类型' },
    { key: 'purpose', title: '用途' },
    { key: 'applyTime', title: '申请时间' },
    { key: 'status', title: '状态' },
    {
      key: 'reportNo',
      title: '报告编号',
      render: (row: Application) => row.reportNo ?? '—',
    },
    {
      key: 'expireTime',
      title: '有效期至',
      render: (row: Application) => row.expireTime ?? '—',
    },
    {
      key: 'actions',
      title: '操作',
      render: (row: Application) =>
        row.status === '已生成' ? (
          <span className={styles.rowActions}>
            <a className={styles.actionLink} href={reportDownloadHref(row.id)} download aria-label={`下载报告 ${row.applyNo}`}>
              下载报告
            </a>
            <Button variant="link" onClick={() => setOpened({ kind: 'share', application: row })} aria-label={`共享报告 ${row.applyNo}`}>
              共享
            </Button>
            <Button variant="link" onClick={() => setOpened({ kind: 'shares', application: row })} aria-label={`共享记录 ${row.applyNo}`}>
              共享记录（{row.shareCount}）
            </Button>
          </span>
        ) : row.status === '已申请' ? (
          <span className={styles.muted}>报告生成中</span>
        ) : (
          <span className={styles.muted}>已失效，请重新申请</span>
        ),
    },
  ];

  return (
    <>
      <StatusFilter label="申请状态" id="report-apply-status" statuses={STATUSES} value={status} onChange={setStatus} />
      <PagedTable<Application>
        list={list}
        error={(message, retry) => <LoadFailure message={message} onRetry={retry} who={REPORT_APPLICANTS} />}
        empty={<EmptyState title={status ? `暂无“${status}”的申请` : '暂无信用报告申请'} />}
        onPageChange={setPage}
        pagerLabels={{ nav: '我的申请分页' }}
        caption="我的信用报告申请"
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
      />
      {opened?.kind === 'share' && (
        <Panel key={`share-${opened.application.id}`} title={`共享信用报告 ${opened.application.applyNo}`} onClose={() => setOpened(null)}>
          <p className={styles.intro}>被共享单位可在有效期内查看和下载本报告。</p>
          <ShareForm application={opened.application} onShared={() => setChanged((n) => n + 1)} />
        </Panel>
      )}
      {opened?.kind === 'shares' && (
        <Panel key={`shares-${opened.application.id}`} title={`共享记录 ${opened.application.applyNo}`} onClose={() => setOpened(null)}>
          <ShareList application={opened.application} onChanged={() => setChanged((n) => n + 1)} />
        </Panel>
      )}
    </>
  );
}

/** A record's action below the list, its heading focused as it opens. */
function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.detailPanel} aria-label={title}>
      <div className={styles.detailHeader}>
        <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
          {title}
        </h3>
        <Button onClick={onClose}>关闭</Button>
      </div>
      {children}
    </section>
  );
}

interface ShareValues {
  creditCode: string;
  validUntil: string;
}

/** 共享: one organisation, by its code, until a day no later than the report's expiry. */
function ShareForm({ application, onShared }: { application: Application; onShared: () => void }) {
  const today = isoDay(new Date());
  const last = application.expireTime?.slice(0, 10) ?? today;
  const [shared, setShared] = useState<string | null>(null);
  const form = useForm<ShareValues>({
    initialValues: { creditCode: '', validUntil: last },
    timeout: 30000,
    validators: {
      creditCode: [required('请输入被共享单位的统一社会信用代码'), validateUnifiedSocialCreditCode],
      validUntil: [
        required('请选择共享截止日期'),
        (day) => day >= today || '共享截止日期不能早于今天',
        (day) => day <= last || `共享截止日期不能晚于报告有效期（${last}）`,
      ],
    },
    onSubmit: async (values) => {
      try {
        const share = await unwrap(
          portal.api.POST('/cmpinternetportalfront/creditreportapply/share/{id}', {
            params: { path: { id: application.id } },
            body: {
              creditCode: normaliseUscc(values.creditCode),
              validUntil: values.validUntil,
            },
          })
        );
        setShared(`已共享给${share.targetName}，共享至${share.validUntil}。`);
        onShared();
      } catch (error) {
        throw toFormError(error);
      }
    },
  });
  return (
    <Form form={form} aria-label="共享信用报告" labels={{ submit: '确认共享', succeeded: shared ?? '共享成功' }}>
      <Field label="被共享单位统一社会信用代码" required error={form.errors.creditCode}>
        <TextInput {...form.register('creditCode')} maxLength={18} />
      </Field>
      <Field label="共享截止日期" required error={form.errors.validUntil} hint={`最晚至报告有效期 ${last}`}>
        <DateInput {...form.register('validUntil')} min={today} max={last} />
      </Field>
    </Form>
  );
}

/** 共享记录: every share of one report, current ones with 停止共享. */
function ShareList({ application, onChanged }: { application: Application; onChanged: () => void }) {
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const shares = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditreportapply/shareUserList', { params: { query: { id: application.id } }, signal })
      ),
    `${application.id}:${round}`
  );
  const stop = async (id: string) => {
    setFailure(null);
    try {
      await unwrap(portal.api.POST('/cmpinternetportalfront/creditreportapply/stopShare/{id}', { params: { path: { id } } }));
      setRound((n) => n + 1);
      onChanged();
    } catch (error) {
      setFailure(isPortalError(error) ? error.message : '操作失败，请稍后重试');
    }
  };
  if (shares.status === 'loading') return <Skeleton variant="list" count={3} label="正在加载共享记录" />;
  if (shares.status === 'error') return <ErrorState message={shares.message} onRetry={shares.retry} />;
  if (shares.data.length === 0) return <EmptyState title="本报告尚未共享" />;
  return (
    <>
      <p role="alert" className={styles.noticeText}>
        {failure ?? ''}
      </p>
      <DataTable
        caption={`报告 ${application.applyNo} 的共享记录`}
        captionHidden
        rows={shares.data}
        rowKey={(row) => row.id}
        columns={[
          { key: 'targetName', title: '被共享单位' },
          { key: 'validUntil', title: '共享至' },
          { key: 'status', title: '状态' },
          {
            key: 'actions',
            title: '操作',
            render: (row) =>
              row.status === '共享中' ? (
                <Button variant="link" onClick={() => void stop(row.id)} aria-label={`停止共享给${row.targetName}`}>
                  停止共享
                </Button>
              ) : (
                <span className={styles.muted}>{row.stoppedTime ? `${row.stoppedTime} 停止` : '—'}</span>
              ),
          },
        ]}
      />
    </>
  );
}
