import { useState } from 'react';
import { Link, useActionData, useFetcher, useLocation, useRevalidator } from 'react-router';
import type { OperationResult } from '@credit-portal/api-client';
import { Button, DataTable, DateInput, EmptyState, Field, Form, Inline, Text, TextInput } from '@credit-portal/ui';
import { Deferred, useLoaded } from '../shell/routeData';
import { RecordPanel, StatusFilteredTable, useStatusFilteredList } from '../views/StatusFilteredList';
import { useSubmission } from '../submission/useSubmission';
import { INTENT, intentAddress, intentOf } from '../submission/action';
import type { ReportApplicationsData } from './applications';
import { APPLICATION_STATUSES, APPLICATIONS_ADDRESS, FORBIDDEN, REPORT_APPLICANTS, reportDownloadHref } from './reportApi';
import { SHARE, STOP_SHARE, lastShareDay, shareForm, sharedMessage, type ShareResult, type ShareValues, type StopShareAnswer } from './sharing';
import { today } from '../submission/dates';

type Application = OperationResult<'getReportApplyPage'>['records'][number];
type Share = OperationResult<'getReportShareUserList'>[number];

/** The list's own parameters: a change of one of them reloads the list (its loading state), nothing else does. */
const OWN_PARAMETERS = [APPLICATIONS_ADDRESS.page, APPLICATIONS_ADDRESS.size, APPLICATIONS_ADDRESS.status];

/**
 * 我的申请: my credit-report applications with status, the report to download once generated, and
 * sharing it with an organisation (共享) or ending a share (停止共享). Filter, paging and the opened
 * sharing live in the address; the route's loader read them (reportApplicationsOf).
 * Used by /credit-report and the user centre's 信用报告申请 panel.
 */
export function ReportApplications({ mine }: { mine: ReportApplicationsData }) {
  const address = useStatusFilteredList(APPLICATIONS_ADDRESS, APPLICATION_STATUSES);
  const { params, update } = address;
  const revalidator = useRevalidator();
  const changed = () => void revalidator.revalidate();
  const list = useLoaded(mine.applications === FORBIDDEN ? null : mine.applications, OWN_PARAMETERS);
  const open = (kind: 'share' | 'shares', id: string | null) =>
    update({ [APPLICATIONS_ADDRESS.share]: kind === 'share' ? id : null, [APPLICATIONS_ADDRESS.shares]: kind === 'shares' ? id : null });
  // Opening a report's sharing is a link to the address that opens it (the list's state kept, a form's intent dropped).
  const openHref = (kind: 'share' | 'shares', id: string) => {
    const next = new URLSearchParams(params);
    for (const name of [APPLICATIONS_ADDRESS.share, APPLICATIONS_ADDRESS.shares, INTENT]) next.delete(name);
    next.set(APPLICATIONS_ADDRESS[kind], id);
    return `?${next.toString()}`;
  };
  // The sharing the address opens, of an application on the page shown.
  const rows = mine.applications === FORBIDDEN ? [] : mine.applications.records;
  const sharing = rows.find((row) => row.id === params.get(APPLICATIONS_ADDRESS.share));
  const sharesOf = mine.shares && rows.find((row) => row.id === mine.shares?.id);

  const columns = [
    { key: 'applyNo', title: '受理编号', nowrap: true },
    { key: 'templateName', title: '报告类型' },
    { key: 'purpose', title: '用途' },
    { key: 'applyTime', title: '申请时间', nowrap: true },
    { key: 'status', title: '状态' },
    {
      key: 'reportNo',
      title: '报告编号',
      nowrap: true,
      render: (row: Application) => row.reportNo ?? '—',
    },
    {
      key: 'expireTime',
      title: '有效期至',
      nowrap: true,
      render: (row: Application) => row.expireTime ?? '—',
    },
    {
      key: 'actions',
      title: '操作',
      render: (row: Application) =>
        row.status === '已生成' ? (
          <Inline as="span" space="sm">
            <a href={reportDownloadHref(row.id)} download aria-label={`下载报告 ${row.applyNo}`}>
              下载报告
            </a>
            <Link to={openHref('share', row.id)} preventScrollReset aria-label={`共享报告 ${row.applyNo}`}>
              共享
            </Link>
            <Link to={openHref('shares', row.id)} preventScrollReset aria-label={`共享记录（${row.shareCount}） ${row.applyNo}`}>
              共享记录（{row.shareCount}）
            </Link>
          </Inline>
        ) : row.status === '已申请' ? (
          <Text as="span" tone="muted">报告生成中</Text>
        ) : (
          <Text as="span" tone="muted">已失效，请重新申请</Text>
        ),
    },
  ];

  return (
    <>
      <StatusFilteredTable<Application>
        address={address}
        filter={{ label: '申请状态', id: 'report-apply-status', statuses: APPLICATION_STATUSES }}
        forbidden={mine.applications === FORBIDDEN ? { who: REPORT_APPLICANTS, onRetry: changed } : null}
        list={list}
        name="我的申请"
        caption="我的信用报告申请"
        empty={(status) => (status ? `暂无“${status}”的申请` : '暂无信用报告申请')}
        columns={columns}
        rowKey={(row) => row.id}
      />
      {sharing && (
        <RecordPanel key={`share-${sharing.id}`} title={`共享信用报告 ${sharing.applyNo}`} closeLabel="关闭" onClose={() => open('share', null)}>
          <Text tone="muted" leading="relaxed">被共享单位可在有效期内查看和下载本报告。</Text>
          <ShareForm application={sharing} />
        </RecordPanel>
      )}
      {sharesOf && mine.shares && (
        <RecordPanel key={`shares-${sharesOf.id}`} title={`共享记录 ${sharesOf.applyNo}`} closeLabel="关闭" onClose={() => open('shares', null)}>
          <Deferred resolve={mine.shares.list} loading={{ variant: 'list', count: 3, label: '正在加载共享记录' }}>
            {(shares) => <ShareList application={sharesOf} shares={shares} />}
          </Deferred>
        </RecordPanel>
      )}
    </>
  );
}

/**
 * 共享: one organisation, by its code, until a day no later than the report's expiry. What was typed is
 * kept per application through a failure or an expired login (the submission kit); sent without the
 * page's script, the route's action shares it (sharing.ts) and the page shows the same message.
 */
function ShareForm({ application }: { application: Application }) {
  const { search } = useLocation();
  const [definition] = useState(() => shareForm(application));
  const last = lastShareDay(application);
  const [shared, setShared] = useState<string | null>(null);
  const { form, receipt } = useSubmission<ShareValues, ShareResult>({
    ...definition,
    draft: `credit-report-share:${application.id}`,
    intent: SHARE,
    // The router reads the list again after the route's action shared the report (its count of shares).
    onSent: (share) => setShared(sharedMessage(share)),
  });
  // Shared by the route's action (a form sent without the page's script): said where the page says it.
  const acted = receipt && !form.succeeded && shared === null ? sharedMessage(receipt) : null;
  return (
    <>
      <Form form={form} action={intentAddress(SHARE, new URLSearchParams(search))} aria-label="共享信用报告" labels={{ submit: '确认共享', succeeded: shared ?? '共享成功' }}>
        <Field label="被共享单位统一社会信用代码" required error={form.errors.creditCode}>
          <TextInput {...form.register('creditCode')} maxLength={18} />
        </Field>
        <Field label="共享截止日期" required error={form.errors.validUntil} hint={`最晚至报告有效期 ${last}`}>
          <DateInput {...form.register('validUntil')} min={today()} max={last} />
        </Field>
      </Form>
      {acted && (
        <Text role="status">
          {acted}
        </Text>
      )}
    </>
  );
}

/** 共享记录: every share of one report, current ones with 停止共享. */
function ShareList({ application, shares }: { application: Application; shares: Share[] }) {
  // 停止共享 posts to the route's action (the same one with the page's script, through a fetcher, and
  // without it, as the page's POST): it ends the share, and the router reads the records again, or it
  // says why not.
  const { search } = useLocation();
  const stopping = useFetcher<{ stopShare?: StopShareAnswer }>();
  const answered = (useActionData() as { stopShare?: StopShareAnswer } | undefined)?.stopShare;
  const failure = stopping.data ? stopping.data.stopShare?.failure : intentOf(search) === STOP_SHARE ? answered?.failure : undefined;
  if (shares.length === 0) return <EmptyState title="本报告尚未共享" />;
  return (
    <>
      <Text role="alert">
        {failure ?? ''}
      </Text>
      <DataTable
        caption={`报告 ${application.applyNo} 的共享记录`}
        captionHidden
        rows={shares}
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
                <stopping.Form method="post" action={intentAddress(STOP_SHARE, new URLSearchParams(search))}>
                  <input type="hidden" name="shareId" value={row.id} />
                  <Button type="submit" variant="link" loading={stopping.state !== 'idle' && stopping.formData?.get('shareId') === row.id} aria-label={`停止共享给${row.targetName}`}>
                    停止共享
                  </Button>
                </stopping.Form>
              ) : (
                <Text as="span" tone="muted">{row.stoppedTime ? `${row.stoppedTime} 停止` : '—'}</Text>
              ),
          },
        ]}
      />
    </>
  );
}
