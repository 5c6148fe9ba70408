import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, Text } from '@credit-portal/ui';
import { program } from '#program';
import { useLoaded } from '../../shell/routeData';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import { BASES, detailHref, KIND_NAMES } from './labels';
import { LOG_SOURCES as SOURCES, LOG_STATUSES as STATUSES, logFiltersOf, type logLoader } from './loaders';
import { ProgramFrame } from './ProgramFrame';
import { CsvExport, today } from './CsvExport';
import { StatusText } from './StatusText';

type Cancellation = Schemas['RepairCancellation'];

function Log({ page }: { page: Schemas['RepairCancellationPage'] }) {
  const [params] = useSearchParams();
  const filters = logFiltersOf(params);
  const list = useLoaded(page);
  return (
    <>
      <FilterForm
        label="筛选撤销记录"
        keywordHint="主体名称、统一社会信用代码或文书号"
        selects={[
          { name: 'basis', label: '修复依据', options: BASES.map((value) => ({ value, label: value })) },
          { name: 'source', label: '撤销方式', options: SOURCES.map((value) => ({ value, label: value })) },
          { name: 'status', label: '状态', options: STATUSES.map((value) => ({ value, label: value })) },
        ]}
      />
      <CsvExport
        label="导出当前筛选结果（CSV）"
        fileName={`撤销公示记录${today()}.csv`}
        load={() => program.api.GET('/repairprogram/cancellations/export', { params: { query: filters }, parseAs: 'blob' })}
      />
      <PagedTable<Cancellation>
        list={list}
        caption="撤销公示记录"
        rowKey={(row) => row.id}
        empty={<EmptyState title="没有符合条件的撤销记录" />}
        header={(page) => <Text leading="relaxed">共 {page.total} 条</Text>}
        columns={[
          { key: 'cancelTime', title: '撤销时间', nowrap: true },
          { key: 'kind', title: '类型', render: (row) => KIND_NAMES[row.kind] },
          { key: 'subjectName', title: '主体名称' },
          { key: 'documentNo', title: '决定文书号/案号', render: (row) => <Link to={detailHref(row.kind, row.recordId)}>{row.documentNo}</Link> },
          { key: 'basis', title: '修复依据' },
          { key: 'reason', title: '撤销原因' },
          { key: 'operator', title: '操作人' },
          { key: 'source', title: '方式', render: (row) => row.source + (row.batchNo ? `（${row.batchNo}）` : '') + (row.applicationNo ? `（${row.applicationNo}）` : '') },
          { key: 'status', title: '状态', render: (row) => <StatusText state={row.status === '已撤销公示' ? 'open' : 'ended'}>{row.status}</StatusText> },
        ]}
      />
    </>
  );
}

/** /repair-program-cancel-log: every cancellation with operator, time and basis; filterable, exportable as CSV. */
export function Component() {
  const { operator, page } = useLoaderData<typeof logLoader>();
  return (
    <ProgramFrame title="撤销公示记录" operator={operator}>
      <Log page={page} />
    </ProgramFrame>
  );
}
Component.displayName = 'RepairProgramLogPage';
