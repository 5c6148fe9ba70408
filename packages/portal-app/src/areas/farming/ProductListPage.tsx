import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { FilterForm, type SelectFilter } from '../../views/FilterForm';
import { PagedList } from '../../views/PagedList';
import * as page from '../../views/page.css';
import { ProductCard } from './products';

type ProductType = Schemas['ProductType'];
type Sort = 'default' | 'newest' | 'rateAsc' | 'amountDesc' | 'applyDesc';

const PRODUCT_TYPES: readonly ProductType[] = ['信用贷款', '抵押贷款', '担保贷款'];
// 贷款额度 bands (万元): a product matches when its own range overlaps the band (openapi productPage).
const AMOUNT_BANDS = [
  { value: '0-50', label: '50万元以下' },
  { value: '50-200', label: '50–200万元' },
  { value: '200-500', label: '200–500万元' },
  { value: '500-', label: '500万元以上' },
] as const;
const TERMS = [6, 12, 24, 36, 60] as const;
const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 'default', label: '综合排序' },
  { value: 'newest', label: '最新发布' },
  { value: 'rateAsc', label: '利率最低' },
  { value: 'amountDesc', label: '额度最高' },
  { value: 'applyDesc', label: '申请最多' },
];

/** The filters of the address, as the contract's query (unknown values are left out). */
function readFilters(params: URLSearchParams) {
  const productType = params.get('productType') ?? '';
  const band = AMOUNT_BANDS.find((b) => b.value === params.get('amount'));
  const [min, max] = band ? band.value.split('-') : [];
  const term = Number(params.get('term'));
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'default';
  const institutionId = (params.get('institutionId') ?? '').slice(0, 32);
  return {
    ...((PRODUCT_TYPES as readonly string[]).includes(productType) ? { productType: productType as ProductType } : {}),
    ...(institutionId ? { institutionId } : {}),
    ...(min ? { minAmount: Number(min) } : {}),
    ...(max ? { maxAmount: Number(max) } : {}),
    ...((TERMS as readonly number[]).includes(term) ? { term } : {}),
    sort,
  };
}

/** 金融产品 (/farming-financial-supermarket): the loan products with filters, sorting and pagination. */
export function Component() {
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const filters = readFilters(params);

  const institutions = useResource((signal) => unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { signal })), 'farming-institutions');
  const list = useResource(
    (signal) =>
      unwrap(
        portal.credit.GET('/finance/front/product/productPage', {
          params: { query: { pageNo: paging.pageNo, pageSize: paging.pageSize, ...(paging.keyword ? { keyword: paging.keyword } : {}), ...filters } },
          signal,
        }),
      ),
    JSON.stringify([paging, filters]),
  );

  const selects: SelectFilter[] = [
    { name: 'productType', label: '产品类型', options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })) },
    {
      name: 'institutionId',
      label: '金融机构',
      options: institutions.status === 'ready' ? institutions.data.map((i) => ({ value: i.id, label: i.shortName })) : [],
    },
    { name: 'amount', label: '贷款额度', options: AMOUNT_BANDS },
    { name: 'term', label: '贷款期限', options: TERMS.map((term) => ({ value: String(term), label: `${term}个月` })) },
  ];
  const sortHref = (sort: Sort) => {
    const next = writePaging(params, { pageNo: 1 });
    if (sort === 'default') next.delete('sort');
    else next.set('sort', sort);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <section className={page.page}>
      <PageTitle className={page.title}>金融产品</PageTitle>
      {/* The institution filter's options arrive with blankJrJg; the form keeps what the address says meanwhile. */}
      <FilterForm key={institutions.status} label="筛选金融产品" keywordHint="产品或金融机构名称" selects={selects} />
      <nav aria-label="排序方式" className={page.linkTabs}>
        <ul>
          {SORTS.map((sort) => (
            <li key={sort.value}>
              <Link to={sortHref(sort.value)} aria-current={filters.sort === sort.value ? 'page' : undefined}>
                {sort.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        list={list}
        loadingLabel="正在加载金融产品"
        loadingVariant="card"
        loadingCount={6}
        empty={<EmptyState title="暂无符合条件的金融产品" description="请调整筛选条件后重试" />}
        header={(result) => <p className={page.muted}>共 {result.total} 款产品</p>}
      >
        {(records) => (
          <ul className={page.cardGrid}>
            {records.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
Component.displayName = 'FarmingProductListPage';
