import { useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedTable } from '../../views/PagedList';
import { StatusFilter } from '../../views/StatusFilteredList';
import * as page from '../../views/page.css';
import { ApplyForm } from './ApplyForm';

type Demand = Schemas['FinancingDemand'];
type Status = Schemas['ApplicationStatus'];
const STATUSES: readonly Status[] = ['已提交', '受理中', '已放款', '未通过'];

const COLUMNS: DataTableColumn<Demand>[] = [
  { key: 'enterpriseName', title: '企业名称' },
  { key: 'areaName', title: '所属区域' },
  { key: 'industry', title: '所属行业' },
  { key: 'productName', title: '申请产品' },
  { key: 'institutionName', title: '金融机构' },
  { key: 'amount', title: '融资金额（万元）', align: 'right' },
  { key: 'term', title: '期限（月）', align: 'right' },
  { key: 'purpose', title: '资金用途' },
  { key: 'status', title: '对接状态' },
  { key: 'publishTime', title: '发布时间' },
];

/** Every product of the platform for the form's choice (the contract pages at most 100 at a time). */
async function loadProducts(signal: AbortSignal) {
  const first = await unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query: { pageNo: 1, pageSize: 100 } }, signal }));
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / 100) - 1 }, (_, index) =>
      unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query: { pageNo: index + 2, pageSize: 100 } }, signal })),
    ),
  );
  return [first, ...rest].flatMap((part) => part.records);
}

/**
 * 融资对接 (/farming-financing-docking): an enterprise publishes a financing demand for a product of the
 * platform (spec §5, §6: enterprise accounts only), and everybody sees the published demands.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const statusParam = params.get('status') ?? '';
  const status = (STATUSES as readonly string[]).includes(statusParam) ? (statusParam as Status) : undefined;

  const products = useResource(loadProducts, 'farming-products');
  const demands = useResource(
    (signal) =>
      unwrap(
        portal.api.GET('/cmpinternetportalfront/xubyidai/financingPage', {
          params: { query: { pageNo: paging.pageNo, pageSize: paging.pageSize, ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    JSON.stringify([paging.pageNo, paging.pageSize, status]),
  );
  const setStatus = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('pageNo');
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <div className={page.page}>
      <PageTitle className={page.title}>融资对接</PageTitle>
      <section className={page.section} aria-labelledby="docking-publish">
        <h2 id="docking-publish" className={page.sectionTitle}>
          发布融资需求
        </h2>
        <p className={page.muted}>企业用户登录后选择金融产品、填写融资金额和期限即可发布需求，金融机构将在规定时限内受理对接。</p>
        {products.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载金融产品" />}
        {products.status === 'error' && <ErrorState message={products.message} onRetry={products.retry} />}
        {products.status === 'ready' && <ApplyForm products={products.data} enterpriseOnly draftKey="docking" onSubmitted={demands.retry} />}
      </section>
      <section className={page.section} aria-labelledby="docking-demands">
        <h2 id="docking-demands" className={page.sectionTitle}>
          企业融资需求
        </h2>
        <StatusFilter label="对接状态" id="docking-status" statuses={STATUSES} value={status ?? ''} onChange={setStatus} />
        <PagedTable<Demand>
          list={demands}
          preventScrollReset
          empty={<EmptyState title="暂无融资需求" />}
          header={(loaded) => <p className={page.muted}>共 {loaded.total} 条融资需求</p>}
          caption="企业融资需求"
          captionHidden
          columns={COLUMNS}
          labels={{ loading: '正在加载融资需求' }}
        />
      </section>
    </div>
  );
}
Component.displayName = 'FarmingFinancingDockingPage';
