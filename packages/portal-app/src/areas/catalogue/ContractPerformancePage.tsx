import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { FilterForm } from '../../views/FilterForm';
import { CONTRACT_STATUSES, type contractPerformanceLoader } from './loaders';

type Contract = Schemas['ContractSummary'];

const COLUMNS: DataTableColumn<Contract>[] = [
  { key: 'contractNo', title: '合同编号', nowrap: true },
  // Each contract opens its details (/service-contract-details, routes/service.ts).
  { key: 'name', title: '合同名称', render: (row) => <Link to={`/service-contract-details?id=${encodeURIComponent(row.id)}`}>{row.name}</Link> },
  { key: 'contractType', title: '合同类型' },
  { key: 'partyA', title: '甲方' },
  { key: 'partyB', title: '乙方' },
  { key: 'partyBCode', title: '乙方统一社会信用代码', nowrap: true },
  { key: 'amount', title: '合同金额（万元）', align: 'right', render: (row) => row.amount.toLocaleString('zh-CN', { minimumFractionDigits: 2 }) },
  { key: 'signDate', title: '签订日期', nowrap: true },
  { key: 'status', title: '履约状态' },
];

/** 合同履约 (spec §2 /service-contract-performance): the POST page with a JSON body, a status filter; the route's loader reads the page the address asks for. */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const list = useLoaded(useLoaderData<typeof contractPerformanceLoader>());

  const title = meta?.pageTitle ?? meta?.title ?? '合同履约';
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{title}</PageTitle>
      <FilterForm
        key={params.toString()}
        label="合同履约查询"
        keywordHint="合同名称、编号、当事人或统一社会信用代码"
        selects={[{ name: 'status', label: '履约状态', options: CONTRACT_STATUSES.map((item) => ({ value: item, label: item })) }]}
      />
      <PagedTable<Contract>
        list={list}
        empty={<EmptyState title="未找到符合条件的合同" />}
        caption={title}
        captionHidden
        columns={COLUMNS}
      />
    </Card>
  );
}
Component.displayName = 'ContractPerformancePage';
