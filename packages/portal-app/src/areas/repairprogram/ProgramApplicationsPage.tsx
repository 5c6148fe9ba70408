import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, Text } from '@credit-portal/ui';
import { program } from '#program';
import { useLoaded } from '../../shell/routeData';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import { CsvExport, today } from './CsvExport';
import { applicationHref, APPLICATION_STATUSES, detailHref } from './labels';
import { applicationFiltersOf, type applicationsLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { StatusText } from './StatusText';

type Application = Schemas['RepairApplication'];

/** The back end's cap on one export (openapi: exportRepairProgramApplications). */
const EXPORT_LIMIT = 10_000;

function Applications({ page }: { page: Schemas['RepairApplicationPage'] }) {
  const [params] = useSearchParams();
  const filters = applicationFiltersOf(params);
  const list = useLoaded(page);
  return (
    <>
      <FilterForm
        label="筛选修复申请"
        keywordHint="申请编号、申请主体、联系人或处罚决定书文号"
        selects={[{ name: 'status', label: '审核状态', options: APPLICATION_STATUSES.map((value) => ({ value, label: value })) }]}
      />
      <CsvExport
        label="导出当前筛选结果（CSV）"
        fileName={`信用修复申请${today()}.csv`}
        limit={EXPORT_LIMIT}
        load={() => program.api.GET('/repairprogram/applications/export', { params: { query: filters }, parseAs: 'blob' })}
      />
      <PagedTable<Application>
        list={list}
        caption="信用修复申请"
        rowKey={(row) => row.id}
        empty={<EmptyState title="没有符合条件的修复申请" />}
        header={(page) => <Text leading="relaxed">共 {page.total} 条</Text>}
        columns={[
          { key: 'applyNo', title: '申请编号', nowrap: true, render: (row) => <Link to={applicationHref(row.id)}>{row.applyNo}</Link> },
          { key: 'status', title: '审核状态', render: (row) => <StatusText state={row.status === '待审核' ? 'open' : 'ended'}>{row.status}</StatusText> },
          { key: 'subjectName', title: '申请主体' },
          { key: 'documentNo', title: '处罚决定书文号', render: (row) => <Link to={detailHref(row.kind, row.recordId)}>{row.documentNo}</Link> },
          { key: 'contactName', title: '联系人' },
          { key: 'applyTime', title: '申请时间', nowrap: true },
          { key: 'decisionOperator', title: '审核人', render: (row) => row.decisionOperator ?? '—' },
          { key: 'decisionTime', title: '审核时间', nowrap: true, render: (row) => row.decisionTime ?? '—' },
        ]}
      />
    </>
  );
}

/** /repair-program-applications: every repair application, pending and decided; filtered, searched, paged and exportable. */
export function Component() {
  const { operator, page } = useLoaderData<typeof applicationsLoader>();
  return (
    <ProgramFrame title="修复申请" operator={operator}>
      <Applications page={page} />
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramApplicationsPage';
