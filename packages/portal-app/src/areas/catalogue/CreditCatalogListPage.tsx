import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { ContentCard, EmptyState, ErrorState, Skeleton, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedList, PagedTable } from '../../views/PagedList';
import { FilterForm } from '../../views/FilterForm';
import * as styles from './catalogue.css';

type Resource = Schemas['ResourceSummary'];
type CatalogType = Schemas['CatalogType'];

const CATALOG_TYPES: CatalogType[] = ['基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他'];

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
  { key: 'time', title: '更新时间' },
];

/** The resources of one catalogue (spec §2 /credit-catalog-list?catalogId=…), paged, with a keyword. */
function CatalogResources({ catalogId }: { catalogId: string }) {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const catalog = useResource(
    (signal) => unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/detail', { params: { query: { id: catalogId } }, signal })),
    catalogId,
  );
  const resources = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditcatalogportal/resourceListByCatalog', {
          params: { query: { catalogId, pageNo: paging.pageNo, pageSize: paging.pageSize, ...(paging.keyword ? { keyword: paging.keyword } : {}) } },
          signal,
        }),
      ),
    JSON.stringify([catalogId, paging]),
  );

  if (catalog.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true">
        <PageTitle className={styles.title}>信用目录</PageTitle>
        <Skeleton variant="card" label="正在加载目录" />
      </section>
    );
  }
  if (catalog.status === 'error') {
    return (
      <section className={styles.page}>
        <PageTitle className={styles.title}>信用目录</PageTitle>
        <ErrorState message={catalog.message} onRetry={catalog.retry} />
      </section>
    );
  }
  const info = catalog.data;
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{info.name}</PageTitle>
      <dl className={styles.facts}>
        {[
          ['目录类型', info.type],
          ['来源单位', info.organ],
          ['信息资源', `${info.resourceNum} 项`],
          ['数据总量', info.count.toLocaleString('zh-CN')],
          ['更新时间', info.time],
        ].map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {info.description && <p className={styles.lead}>{info.description}</p>}
      <h2 className={styles.sectionTitle}>信息资源</h2>
      <FilterForm key={params.toString()} label="信息资源查询" keywordHint="资源名称或资源编码" />
      <PagedTable<Resource>
        list={resources}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的信息资源` : '该目录下暂无信息资源'} />}
        caption={`${info.name}的信息资源`}
        captionHidden
        columns={RESOURCE_COLUMNS}
      />
      <p className={styles.lead}>
        <Link to="/credit-catalog">返回信用目录</Link>
      </p>
    </section>
  );
}

/** Every catalogue, filtered by words, type and providing organ (spec §7 creditcatalogportal page). */
function AllCatalogs() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const type = CATALOG_TYPES.find((item) => item === params.get('type'));
  const organ = params.get('organ') ?? '';
  const organs = useResource(
    (signal) => unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/getCatalogListByOrgan', { signal })),
    'organs',
  );
  const list = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditcatalogportal/page', {
          params: {
            query: {
              pageNo: paging.pageNo,
              pageSize: paging.pageSize,
              ...(paging.keyword ? { keyword: paging.keyword } : {}),
              ...(type ? { type } : {}),
              ...(organ ? { organ } : {}),
            },
          },
          signal,
        }),
      ),
    JSON.stringify([paging, type, organ]),
  );

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>信用目录查询</PageTitle>
      <FilterForm
        key={params.toString()}
        label="信用目录查询"
        keywordHint="目录名称"
        selects={[
          { name: 'type', label: '目录类型', options: CATALOG_TYPES.map((item) => ({ value: item, label: item })) },
          {
            name: 'organ',
            label: '提供单位',
            options: organs.status === 'ready' ? organs.data.map((group) => ({ value: group.organ, label: group.organ })) : organ ? [{ value: organ, label: organ }] : [],
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
          <ul className={styles.cards}>
            {catalogs.map((catalog) => (
              <li key={catalog.id}>
                <ContentCard
                  headingLevel={2}
                  title={catalog.name}
                  href={`/credit-catalog-list?catalogId=${encodeURIComponent(catalog.id)}`}
                  organ={catalog.organ}
                  count={catalog.count}
                  time={catalog.time}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** /credit-catalog-list: one catalogue's resources, or (without catalogId) every catalogue with filters. */
export function Component() {
  const [params] = useSearchParams();
  const catalogId = (params.get('catalogId') ?? '').trim();
  return catalogId ? <CatalogResources key={catalogId} catalogId={catalogId} /> : <AllCatalogs />;
}
Component.displayName = 'CreditCatalogListPage';
