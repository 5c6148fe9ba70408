import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { DataTable, EmptyState, Figures } from '@credit-portal/ui';
import { PageSection } from '../../views/PageSection';
import { detailHref } from './labels';
import type { homeLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';

type Application = Schemas['RepairApplication'];

function Overview({ data, pending }: { data: Schemas['RepairOverview']; pending: { records: Application[] } }) {
  return (
    <>
          <>
            <Figures
              aria-label="工作概况"
              items={[
                { label: '待审核修复申请', value: data.pendingApplications },
                { label: '本月撤销公示', value: data.cancelledThisMonth },
                { label: '累计撤销公示', value: data.cancelledTotal },
                { label: '公示中的行政处罚', value: data.publicisedPenalties },
              ]}
            />
            <PageSection id="recent-actions" title="最近操作">
              {data.recentActions.length === 0 ? (
                <EmptyState />
              ) : (
                <DataTable
                  caption="最近操作"
                  captionHidden
                  rows={data.recentActions}
                  rowKey={(row) => row.id}
                  columns={[
                    { key: 'time', title: '时间', nowrap: true },
                    { key: 'operator', title: '操作人' },
                    { key: 'action', title: '操作' },
                    { key: 'target', title: '对象', nowrap: true },
                    { key: 'detail', title: '说明' },
                  ]}
                />
              )}
            </PageSection>
          </>
      <PageSection id="pending-applications" title="待审核的修复申请">
        <p>
          <Link to="/repair-program-applications">查看全部修复申请（含已审核）</Link>
        </p>
          {pending.records.length === 0 ? (
              <EmptyState />
            ) : (
              <DataTable<Application>
                caption="待审核的修复申请"
                captionHidden
                rows={pending.records}
                rowKey={(row) => row.id}
                columns={[
                  { key: 'applyNo', title: '申请编号', nowrap: true },
                  { key: 'subjectName', title: '申请主体' },
                  { key: 'documentNo', title: '处罚决定书文号', render: (row) => <Link to={detailHref(row.kind, row.recordId)}>{row.documentNo}</Link> },
                  { key: 'applyTime', title: '申请时间', nowrap: true },
                  { key: 'action', title: '操作', render: (row) => <Link to={`${detailHref(row.kind, row.recordId)}#applications`} aria-label={`审核 ${row.applyNo}`}>审核</Link> },
                ]}
              />
            )}
      </PageSection>
    </>
  );
}

/** /repair-program-home: the operator's overview, the applications waiting for a decision, and recent work. */
export function Component() {
  const { operator, page } = useLoaderData<typeof homeLoader>();
  return (
    <ProgramFrame title="工作台" operator={operator}>
      <Overview data={page.overview} pending={page.pending} />
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramHomePage';
