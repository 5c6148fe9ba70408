import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { DataTable, EmptyState, Text } from '@credit-portal/ui';
import { Facts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';
import { detailHref, KIND_NAMES } from './labels';
import type { applicationLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { ReasonForm } from './ReasonForm';
import { StatusText } from './StatusText';

type Event = Schemas['RepairApplicationEvent'];

const ROLE_NAMES: Readonly<Record<Event['role'], string>> = { applicant: '申请人', operator: '工作人员' };

/** The application with its decision (审核) and notes, each a form posted to the route's action (actions.ts). */
function Application({ application }: { application: Schemas['RepairApplicationDetail'] }) {
  return (
        <>
          <Text leading="relaxed">
            {application.applyNo} · {application.subjectName} · 审核状态：
            <StatusText state={application.status === '待审核' ? 'open' : 'ended'}>{application.status}</StatusText>
          </Text>
          <PageSection id="application-facts" title="申请信息">
            <Facts
              facts={[
                ['申请编号', application.applyNo],
                ['申请主体', `${application.subjectName}（${application.creditCode}）`],
                ['修复记录', <Link key="record" to={detailHref(application.kind, application.recordId)}>{`${KIND_NAMES[application.kind]} ${application.documentNo}`}</Link>],
                ['违法行为类型', application.title],
                ['联系人', `${application.contactName} ${application.contactPhone}`],
                ['整改情况', application.statement],
                ['信用修复承诺书', application.commitmentSigned ? '已签署' : '未签署'],
                ['证明材料', application.attachments.map((file) => file.name).join('、')],
                ['申请时间', application.applyTime],
              ]}
            />
          </PageSection>
          {application.status === '待审核' && (
            <PageSection id="application-decision" title="审核">
              <ReasonForm
                label={`审核修复申请 ${application.applyNo}`}
                intent="decide"
                target={application.id}
                choices={[
                  { name: '通过并撤销公示', primary: true, decision: 'accept' },
                  { name: '驳回', decision: 'reject' },
                ]}
              />
            </PageSection>
          )}
          <PageSection id="application-history" title="办理记录">
            {application.history.length === 0 ? (
              <EmptyState title="暂无办理记录" />
            ) : (
              <DataTable<Event>
                caption="办理记录"
                captionHidden
                rows={application.history}
                rowKey={(row) => row.id}
                columns={[
                  { key: 'time', title: '时间', nowrap: true },
                  { key: 'actor', title: '办理人', render: (row) => `${ROLE_NAMES[row.role]} ${row.actor}` },
                  { key: 'action', title: '操作' },
                  { key: 'status', title: '办理后状态' },
                  { key: 'note', title: '说明' },
                ]}
              />
            )}
            <ReasonForm label={`备注修复申请 ${application.applyNo}`} intent="note" target={application.id} choices={[{ name: '添加备注' }]} />
          </PageSection>
        </>
  );
}

/** /repair-program-application?id=…: one repair application with its decision and its whole history (who, what, when, why). */
export function Component() {
  const { operator, page: application } = useLoaderData<typeof applicationLoader>();
  return (
    <ProgramFrame title="修复申请详情" operator={operator}>
      {application ? (
        <Application application={application} />
      ) : (
        <p>
          请从<Link to="/repair-program-applications">修复申请列表</Link>选择一条申请。
        </p>
      )}
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramApplicationPage';
