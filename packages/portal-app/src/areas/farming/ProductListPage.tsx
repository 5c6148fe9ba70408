import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Card, EmptyState, Text, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { FilterForm, type SelectFilter } from '../../views/FilterForm';
import { PagedList, pageIn } from '../../views/PagedList';
import * as page from '../../views/page.css';
import type { farmingProductsLoader } from './loaders';
import { ProductCard } from './ProductCard';
import { AMOUNT_BANDS, PRODUCT_TYPES, SORTS, TERMS, readFilters, type Sort } from '../../finance/queries';

/**
 * 金融产品 (/farming-financial-supermarket): the loan products with filters, sorting and pagination, all
 * kept in the address; the route's loader reads the page it asks for and the institutions to filter by.
 */
export function Component() {
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const data = useLoaderData<typeof farmingProductsLoader>();
  const list = useLoaded(data);

  const selects: SelectFilter[] = [
    { name: 'productType', label: '产品类型', options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })) },
    {
      name: 'institutionId',
      label: '金融机构',
      options: data.institutions.map((i) => ({ value: i.id, label: i.shortName })),
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
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>金融产品</PageTitle>
      <FilterForm label="筛选金融产品" keywordHint="产品或金融机构名称" selects={selects} />
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
        list={pageIn(list, (loaded) => loaded.page)}
        loadingLabel="正在加载金融产品"
        loadingVariant="card"
        loadingCount={6}
        empty={<EmptyState title="暂无符合条件的金融产品" description="请调整筛选条件后重试" />}
        header={(result) => <Text tone="muted" size="sm">共 {result.total} 款产品</Text>}
      >
        {(records) => (
          <Tiles as="ul" minWidth="md" space="md">
            {records.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={2} />
              </li>
            ))}
          </Tiles>
        )}
      </PagedList>
    </Card>
  );
}
Component.displayName = 'FarmingProductListPage';
