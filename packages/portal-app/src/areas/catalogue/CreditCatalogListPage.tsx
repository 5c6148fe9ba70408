import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Facts, SectionHeading, Text, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedList, PagedTable } from '../../views/PagedList';
import { FilterForm } from '../../views/FilterForm';
import { CATALOG_TYPES, type creditCatalogListLoader } from './loaders';
import { CatalogCards } from './CatalogCards';

type Resource = Schemas['ResourceSummary'];
type Loaded = Awaited<ReturnType<typeof creditCatalogListLoader>>;

const RESOURCE_COLUMNS: DataTableColumn<Resource>[] = [
  {
    key: 'name',
    title: '资源名称',
    render: (row) => <Link to={`/credit-catalog-detail?id=${encodeURIComponent(row.id)}`}>{row.name}</Link>,
  },
  { key: 'code', title: '资源编码' },
  { key: 'organ', title: '提供单位' },
  { key: 'shareType', title: '共享类型' },
  { key: 'openType', title: '开放属性' },
  { key: 'updateCycle', title: '更新周期' },
  { key: 'count', title: '数据量', align: 'right', render: (row) => row.count.toLocaleString('zh-CN') },
  { key: 'time', title: '更新时间', nowrap: true },
];

/** The resources of one catalogue (spec §2 /credit-catalog-list?catalogId=…), paged, with a keyword. */
function CatalogResources({ data }: { data: Extract<Loaded, { catalogId: string }> }) {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  // Another page or keyword loads with the table's skeleton rows under the catalogue's facts.
  const resources = useLoaded(data.resources);
  const info = data.catalog;
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{info.name}</PageTitle>
      <Facts
        columns={2}
        items={[
          { term: '目录类型', value: info.type },
          { term: '来源单位', value: info.organ },
          { term: '信息资源', value: `${info.resourceNum} 项` },
          { term: '数据总量', value: info.count.toLocaleString('zh-CN') },
          { term: '更新时间', value: info.time },
        ]}
      />
      {info.description && <Text leading="relaxed">{info.description}</Text>}
      <SectionHeading>信息资源</SectionHeading>
      <FilterForm key={params.toString()} label="信息资源查询" keywordHint="资源名称或资源编码" />
      <PagedTable<Resource>
        list={resources}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的信息资源` : '该目录下暂无信息资源'} />}
        caption={`${info.name}的信息资源`}
        captionHidden
        columns={RESOURCE_COLUMNS}
      />
      <Text leading="relaxed">
        <Link to="/credit-catalog">返回信用目录</Link>
      </Text>
    </Card>
  );
}

/** Every catalogue, filtered by words, type and providing organ (spec §7 creditcatalogportal page). */
function AllCatalogs({ data }: { data: Extract<Loaded, { catalogId: null }> }) {
  const [params] = useSearchParams();
  const list = useLoaded(data.list);

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>信用目录查询</PageTitle>
      <FilterForm
        key={params.toString()}
        label="信用目录查询"
        keywordHint="目录名称"
        selects={[
          { name: 'type', label: '目录类型', options: CATALOG_TYPES.map((item) => ({ value: item, label: item })) },
          {
            name: 'organ',
            label: '提供单位',
            options: data.organs.map((organ) => ({ value: organ, label: organ })),
          },
        ]}
      />
      <PagedList
        list={list}
        loadingLabel="正在加载信用目录"
        loadingVariant="card"
        loadingCount={6}
        empty={<EmptyState title="未找到符合条件的信用目录" />}
      >
        {(catalogs) => (
          <CatalogCards catalogs={catalogs} headingLevel={2} />
        )}
      </PagedList>
    </Card>
  );
}

/** /credit-catalog-list: one catalogue's resources, or (without catalogId) every catalogue with filters; the route's loader reads either. */
export function Component() {
  const data = useLoaderData<typeof creditCatalogListLoader>();
  return data.catalogId !== null ? <CatalogResources key={data.catalogId} data={data} /> : <AllCatalogs data={data} />;
}
Component.displayName = 'CreditCatalogListPage';
