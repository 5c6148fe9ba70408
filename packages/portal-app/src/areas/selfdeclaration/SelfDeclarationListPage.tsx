import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import * as styles from '../service/service.css';

type Published = Schemas['PublishedSelfDeclaration'];
/** 声明范围, the choices of the form (openapi SelfDeclarationForm.scope) the page filters by. */
type Scope = Schemas['SelfDeclarationForm']['scope'];

const SCOPES: readonly Scope[] = ['诚信经营', '产品质量', '安全生产', '依法纳税', '劳动用工', '环境保护', '其他'];

const selfDeclarationHref = (id: string) => `/self-declaration-detail?id=${encodeURIComponent(id)}`;

const COLUMNS: DataTableColumn<Published>[] = [
  { key: 'title', title: '声明标题', render: (row) => <Link to={selfDeclarationHref(row.id)}>{row.title}</Link> },
  { key: 'enterpriseName', title: '声明企业' },
  { key: 'creditCode', title: '统一社会信用代码' },
  { key: 'scope', title: '声明范围' },
  { key: 'validTo', title: '有效期', render: (row) => `${row.validFrom} 至 ${row.validTo}` },
  { key: 'publishTime', title: '公示时间', render: (row) => row.publishTime.slice(0, 10) },
];

/**
 * /self-declaration-list (spec §2 'Credit service'): 自主声明公示, the reviewed self-declarations within
 * their validity, filtered by words and 声明范围 kept in the address; each opens its text.
 */
export function Component() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const scope = SCOPES.find((item) => item === params.get('scope'));
  const list = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/page', {
          params: { query: { pageNo: paging.pageNo, pageSize: paging.pageSize, ...(paging.keyword ? { keyword: paging.keyword } : {}), ...(scope ? { scope } : {}) } },
          signal,
        }),
      ),
    JSON.stringify([paging, scope]),
  );

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>自主声明公示</PageTitle>
      <p className={styles.lead}>
        以下为经审核、在有效期内的企业自主声明，接受社会监督。发现企业违背声明的，可通过<Link to="/credit-complaint">信用投诉</Link>
        反映；企业发布声明请至<Link to="/self-declaration1">我要声明</Link>。
      </p>
      <FilterForm
        key={params.toString()}
        label="自主声明查询"
        keywordHint="企业名称、统一社会信用代码或声明标题"
        selects={[{ name: 'scope', label: '声明范围', options: SCOPES.map((item) => ({ value: item, label: item })) }]}
      />
      <PagedTable<Published>
        list={list}
        caption="自主声明公示"
        captionHidden
        columns={COLUMNS}
        empty={<EmptyState title="暂无符合条件的自主声明" />}
      />
    </section>
  );
}
Component.displayName = 'SelfDeclarationListPage';
