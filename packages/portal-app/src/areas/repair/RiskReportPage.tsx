import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Card, EmptyState, NewsList, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred, useLoaded } from '../../shell/routeData';
import type { riskReportLoader } from './loaders';
import { RISK_WARNINGS } from './repairGuide';
import { RiskProgressQuery } from './RiskProgressQuery';
import { RISK_REPORT, RiskReportForm, type Receipt } from './RiskReportForm';
import { useActedReceipt } from '../../submission/useSubmission';
import { PagedTable } from '../../views/PagedList';
import { TrackingNumber } from '../../views/SubmissionViews';
import { PageSection } from '../../views/PageSection';
import { LoginLink } from '../../views/LoginLink';

type MyReportsPage = NonNullable<Awaited<ReturnType<typeof riskReportLoader>>['mine']>;

/** 我的报告 (riskpersondeclare/infoPage): the logged-in visitor's own reports, paged in the address (spec §9), as the route's loader read them. */
function MyReports({ mine }: { mine: MyReportsPage }) {
  const list = useLoaded(mine);
  return (
    <PagedTable
      list={list}
      preventScrollReset
      empty={<EmptyState title="暂无报告" description="您提交的失信风险警示报告会显示在这里。" />}
      labels={{ loading: '正在加载我的报告' }}
      caption="我的失信风险警示报告"
      captionHidden
      rowKey={(row) => row.trackingNo}
      columns={[
        { key: 'trackingNo', title: '受理编号', nowrap: true },
        { key: 'title', title: '报告标题' },
        { key: 'status', title: '办理状态' },
        { key: 'submitTime', title: '提交时间', nowrap: true },
        { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
      ]}
    />
  );
}

/**
 * /SXFXJSBG 失信风险警示报告 (spec §2 '/other'): report a dishonesty risk (riskpersondeclare/add), follow
 * a report by its 受理编号 (infoQuery), one's own reports when logged in (infoPage), and the published warnings.
 * The route's loader reads the own reports and starts the warnings, which stream in at the end.
 */
export function Component() {
  // A report sent without the page's script comes back with its receipt from the route's action (the
  // progress query then starts with its number).
  const acted = useActedReceipt<Receipt>(RISK_REPORT);
  const [receipt, setReceipt] = useState<{ receipt: Receipt; phone: string } | null>(acted ? { receipt: acted, phone: '' } : null);
  const { mine, warnings } = useLoaderData<typeof riskReportLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>失信风险警示报告</PageTitle>
      <Text leading="relaxed">
        发现经营主体或个人存在拖欠款项、合同违约、非法集资、电信网络诈骗等失信风险的，可在此报告。报告经信用主管部门核实后处理，办理进度可凭受理编号查询。
      </Text>

      <PageSection id="risk-report" title="我要报告">
        {receipt && (
          <Card look="brand" role="status" aria-label="报告已受理">
            <Text leading="relaxed">
              您的报告已提交，受理编号：<TrackingNumber>{receipt.receipt.trackingNo}</TrackingNumber>
            </Text>
            <Text tone="muted" size="sm">
              状态：{receipt.receipt.status}，提交时间：{receipt.receipt.submitTime}。请记下受理编号，凭受理编号和报告时填写的手机号码或身份证号码，在下方“进度查询”中查询办理进度。
            </Text>
          </Card>
        )}
        <RiskReportForm
          // The new report joins 我的报告: the router reads the page's data again after the route's action.
          onReceipt={(value, phone) => setReceipt({ receipt: value, phone })}
        />
      </PageSection>

      <PageSection id="risk-query" title="进度查询">
        <RiskProgressQuery
          key={receipt?.receipt.trackingNo ?? 'blank'}
          prefill={receipt ? { trackingNo: receipt.receipt.trackingNo, verifier: receipt.phone } : null}
        />
      </PageSection>

      <PageSection id="risk-mine" title="我的报告">
        {mine ? (
          <MyReports mine={mine} />
        ) : (
          <Text tone="muted" size="sm">
            登录后可查看您提交的全部报告及办理进度。{' '}
            <LoginLink inline>登录查看我的报告</LoginLink>
          </Text>
        )}
      </PageSection>

      <PageSection id="risk-warnings" title="风险警示">
        <Deferred resolve={warnings} loading={{ variant: 'list', count: 5, label: '正在加载风险警示' }}>
          {(articles) =>
            articles.length === 0 ? (
              <EmptyState />
            ) : (
              <NewsList
                items={articles.map((article) => ({
                  id: article.id,
                  title: article.title,
                  href: `/content-detail?id=${encodeURIComponent(article.id)}`,
                  time: article.releaseTime,
                }))}
                datePattern="yyyy-MM-dd"
              />
            )
          }
        </Deferred>
        <Text tone="muted" size="sm">
          <Link to={RISK_WARNINGS.href}>查看全部风险警示</Link>
        </Text>
      </PageSection>
    </Card>
  );
}
Component.displayName = 'RiskReportPage';
