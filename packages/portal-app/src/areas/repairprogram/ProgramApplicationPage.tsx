import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { DataTable, EmptyState, Text } from '@credit-portal/ui';
import { Facts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';
import { detailHref, KIND_NAMES, recordIdOf } from './labels';
import { LoadedView } from './LoadedView';
import { ProgramFrame } from './ProgramFrame';
import { program } from './program';
import { ReasonForm } from './ReasonForm';
import { useProgramData } from './useProgram';
import { StatusText } from './StatusText';

type Event = Schemas['RepairApplicationEvent'];

const ROLE_NAMES: Readonly<Record<Event['role'], string>> = { applicant: '申请人', operator: '工作人员' };

function Application({ id }: { id: string }) {
  const loaded = useProgramData(
    (signal) => unwrap(program.api.GET('/repairprogram/applications/{id}', { params: { path: { id } }, signal })),
    `application-${id}`,
  );
  const decide = (decision: 'accept' | 'reject') => (reason: string) =>
    unwrap(program.api.POST('/repairprogram/applications/{id}/decide', { params: { path: { id } }, body: { decision, reason } }));
  const note = (text: string) => unwrap(program.api.POST('/repairprogram/applications/{id}/notes', { params: { path: { id } }, body: { note: text } }));
  return (
    <LoadedView loaded={loaded} label="正在加载修复申请">
      {(application) => (
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
                reasonLabel="审核意见"
                choices={[
                  { name: '通过并撤销公示', primary: true, send: decide('accept') },
                  { name: '驳回', send: decide('reject') },
                ]}
                onDone={loaded.retry}
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
                  { key: 'time', title: '时间' },
                  { key: 'actor', title: '办理人', render: (row) => `${ROLE_NAMES[row.role]} ${row.actor}` },
                  { key: 'action', title: '操作' },
                  { key: 'status', title: '办理后状态' },
                  { key: 'note', title: '说明' },
                ]}
              />
            )}
            <ReasonForm label={`备注修复申请 ${application.applyNo}`} reasonLabel="备注" min={2} choices={[{ name: '添加备注', send: note }]} onDone={loaded.retry} />
          </PageSection>
        </>
      )}
    </LoadedView>
  );
}

/** /repair-program-application?id=…: one repair application with its decision and its whole history (who, what, when, why). */
export function Component() {
  const [params] = useSearchParams();
  const id = recordIdOf(params.get('id'));
  return (
    <ProgramFrame title="修复申请详情">
      {() =>
        id ? (
          <Application id={id} />
        ) : (
          <p>
            请从<Link to="/repair-program-applications">修复申请列表</Link>选择一条申请。
          </p>
        )
      }
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramApplicationPage';
