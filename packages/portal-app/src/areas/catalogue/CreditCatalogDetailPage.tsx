import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, DataTable, Facts, SectionHeading, Text, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import type { catalogResourceLoader } from './loaders';

type DataItem = Schemas['DataItem'];

const ITEM_COLUMNS: DataTableColumn<DataItem>[] = [
  { key: 'index', title: '序号', render: (_row, index) => index + 1 },
  { key: 'name', title: '字段名称' },
  { key: 'code', title: '字段标识' },
  { key: 'fieldType', title: '字段类型' },
  { key: 'required', title: '是否必填', render: (row) => (row.required ? '是' : '否') },
];

/** One information resource with its data items (spec §2 /credit-catalog-detail, queryDetail), read by the route's loader. */
export function Component() {
  const info = useLoaderData<typeof catalogResourceLoader>();
  const facts: [string, string][] = [
    ['资源编码', info.code],
    ['提供单位', info.organ],
    ['目录类型', info.catalogType],
    ['共享类型', info.shareType],
    ...(info.shareCondition ? ([['共享条件', info.shareCondition]] as [string, string][]) : []),
    ['开放属性', info.openType],
    ['更新周期', info.updateCycle],
    ['数据量', info.count.toLocaleString('zh-CN')],
    ['更新时间', info.time],
  ];
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{info.name}</PageTitle>
      <Facts
        columns={2}
        items={[
          { term: '所属目录', value: <Link to={`/credit-catalog-list?catalogId=${encodeURIComponent(info.catalogId)}`}>{info.catalogName}</Link> },
          ...facts.map(([term, value]) => ({ term, value })),
        ]}
      />
      {info.description && <Text leading="relaxed">{info.description}</Text>}
      <SectionHeading>数据项（{info.items.length} 项）</SectionHeading>
      <DataTable<DataItem>
        caption={`${info.name}的数据项`}
        captionHidden
        columns={ITEM_COLUMNS}
        rows={info.items}
        rowKey={(row) => row.code}
        empty="该信息资源暂无数据项"
      />
    </Card>
  );
}
Component.displayName = 'CreditCatalogDetailPage';
