import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Stack, Text } from '@credit-portal/ui';
import { Facts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';
import { applicationHref, cancelHref, KIND_NAMES } from './labels';
import type { recordLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { NoRecord } from './RecordOfAddress';
import { ReasonForm } from './ReasonForm';
import { StatusText } from './StatusText';

type Cancellation = Schemas['RepairCancellation'];
type Application = Schemas['RepairApplication'];

function CancellationItem({ cancellation }: { cancellation: Cancellation }) {
  return (
    <Card>
      <Facts
        facts={[
          ['撤销时间', cancellation.cancelTime],
          ['操作人', cancellation.operator],
          ['方式', `${cancellation.source}${cancellation.batchNo ? `（批次 ${cancellation.batchNo}）` : ''}${cancellation.applicationNo ? `（申请 ${cancellation.applicationNo}）` : ''}`],
          ['修复依据', cancellation.basis],
          ['撤销原因', cancellation.reason],
          ['附件', cancellation.attachments.map((file) => file.name).join('、')],
          ['状态', cancellation.status],
          ...(cancellation.revokeTime ? ([['恢复公示', `${cancellation.revokeTime} ${cancellation.revokeOperator ?? ''}：${cancellation.revokeReason ?? ''}`]] as const) : []),
        ]}
      />
      {cancellation.status === '已撤销公示' && (
        <details>
          <summary>恢复公示</summary>
          <ReasonForm label={`恢复公示 ${cancellation.documentNo}`} intent="restore" target={cancellation.id} choices={[{ name: '确认恢复公示', primary: true }]} />
        </details>
      )}
    </Card>
  );
}

function ApplicationItem({ application }: { application: Application }) {
  return (
    <Card>
      <Facts
        facts={[
          ['申请编号', application.applyNo],
          ['申请时间', application.applyTime],
          ['联系人', `${application.contactName} ${application.contactPhone}`],
          ['整改情况', application.statement],
          ['信用修复承诺书', application.commitmentSigned ? '已签署' : '未签署'],
          ['证明材料', application.attachments.map((file) => file.name).join('、')],
          ['审核状态', application.status],
          ...(application.decisionTime ? ([['审核意见', `${application.decisionTime} ${application.decisionOperator ?? ''}：${application.decisionReason ?? ''}`]] as const) : []),
        ]}
      />
      <p>
        <Link to={applicationHref(application.id)}>{`${application.applyNo} 的办理记录`}</Link>
      </p>
      {application.status === '待审核' && (
        <ReasonForm
          label={`审核修复申请 ${application.applyNo}`}
          intent="decide"
          target={application.id}
          choices={[
            { name: '通过并撤销公示', primary: true, decision: 'accept' },
            { name: '驳回', decision: 'reject' },
          ]}
        />
      )}
    </Card>
  );
}

/** A record with its applications (审核) and cancellations (恢复公示), each form posted to the route's action (actions.ts). */
function Detail({ data }: { data: Schemas['RepairRecordDetail'] }) {
  return (
        <>
          <Text leading="relaxed">
            {KIND_NAMES[data.kind]} · {data.subjectName} · 公示状态：<StatusText state={data.publicityStatus === '公示中' ? 'open' : 'ended'}>{data.publicityStatus}</StatusText>
          </Text>
          {data.publicityStatus === '公示中' && (
            <p>
              <Link to={cancelHref(data.kind, data.id)}>撤销该记录的公示</Link>
            </p>
          )}
          <PageSection id="record-facts" title="记录信息">
            <Facts facts={data.facts.map((fact) => [fact.label, fact.value] as const)} />
          </PageSection>
          <PageSection id="applications" title="修复申请">
            {data.applications.length === 0 ? (
              <EmptyState title="暂无修复申请" />
            ) : (
              <Stack as="ul" space="sm">
                {data.applications.map((application) => (
                  <ApplicationItem key={application.id} application={application} />
                ))}
              </Stack>
            )}
          </PageSection>
          <PageSection id="cancellations" title="撤销公示记录">
            {data.cancellations.length === 0 ? (
              <EmptyState title="尚未撤销公示" />
            ) : (
              <Stack as="ul" space="sm">
                {data.cancellations.map((cancellation) => (
                  <CancellationItem key={cancellation.id} cancellation={cancellation} />
                ))}
              </Stack>
            )}
          </PageSection>
        </>
  );
}

/** /repair-program-detail?kind=…&id=…: a record's full detail with its repair applications and cancellations. */
export function Component() {
  const { operator, page: record } = useLoaderData<typeof recordLoader>();
  return (
    <ProgramFrame title="记录详情" operator={operator}>
      {record ? <Detail data={record} /> : <NoRecord hint="请先查询记录" />}
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramDetailPage';
