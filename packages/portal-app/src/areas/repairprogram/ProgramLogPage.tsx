import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, Text } from '@credit-portal/ui';
import { readPaging } from '../../shell/paging';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import { BASES, detailHref, KIND_NAMES } from './labels';
import { ProgramFrame } from './ProgramFrame';
import { program } from './program';
import { useProgramData } from './useProgram';
import { CsvExport, today } from './CsvExport';
import { StatusText } from './StatusText';

type Cancellation = Schemas['RepairCancellation'];

const SOURCES = ['单条撤销', '批量撤销', '修复申请'] as const;
const STATUSES = ['已撤销公示', '已恢复公示'] as const;

/** The log's filters of the address, as the contract takes them. */
function filtersOf(params: URLSearchParams) {
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => allowed.find((value) => value === params.get(name));
  const keyword = (params.get('keyword') ?? '').trim();
  const basis = pick('basis', BASES);
  const source = pick('source', SOURCES);
  const status = pick('status', STATUSES);
  return { ...(keyword ? { keyword } : {}), ...(basis ? { basis } : {}), ...(source ? { source } : {}), ...(status ? { status } : {}) };
}

function Log() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const { pageNo, pageSize } = readPaging(params);
  const query = { ...filters, pageNo, pageSize };
  const list = useProgramData((signal) => unwrap(program.api.GET('/repairprogram/cancellations', { params: { query }, signal })), params.toString());
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
          { key: 'cancelTime', title: '撤销时间' },
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
  return <ProgramFrame title="撤销公示记录">{() => <Log />}</ProgramFrame>;
}
Component.displayName = 'RepairProgramLogPage';
