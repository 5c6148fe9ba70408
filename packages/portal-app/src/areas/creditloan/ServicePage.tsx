import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { Button, EmptyState, ErrorState, Field, Select, Skeleton, TextInput } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedList, pageIn } from '../../views/PagedList';
import { loadColumnPage } from '../freetradearea/columnPage';
import { ProductCard } from './ProductCard';
import { GUIDE_COLUMN, guideHref, type Product } from './subsite';
import * as styles from './creditloan.css';

const PRODUCT_TYPES = ['信用贷款', '抵押贷款', '担保贷款'] as const;
type ProductType = (typeof PRODUCT_TYPES)[number];
const SORTS = [
  { value: 'default', label: '推荐优先' },
  { value: 'newest', label: '最新发布' },
  { value: 'rateAsc', label: '利率从低到高' },
  { value: 'amountDesc', label: '额度从高到低' },
  { value: 'applyDesc', label: '申请最多' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

const isProductType = (value: string | null): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is Sort => SORTS.some((sort) => sort.value === value);

/** The service guides beside the products (信用贷服务指南); each opens at /credit-loan-newsInfo. */
function Guides() {
  const guides = useResource((signal) => loadColumnPage(GUIDE_COLUMN, 1, 20, signal), 'guides');
  return (
    <aside className={styles.section} aria-labelledby="credit-loan-guides">
      <h2 id="credit-loan-guides" className={styles.sectionTitle}>
        服务指南
      </h2>
      {guides.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载服务指南" />}
      {guides.status === 'error' && <ErrorState message={guides.message} onRetry={guides.retry} />}
      {guides.status === 'ready' &&
        (guides.data.records.length === 0 ? (
          <EmptyState title="暂无服务指南" />
        ) : (
          <ol className={styles.guides}>
            {guides.data.records.map((guide) => (
              <li key={guide.id}>
                <Link to={guideHref(guide.id)}>{guide.title}</Link>
              </li>
            ))}
          </ol>
        ))}
    </aside>
  );
}

/**
 * /credit-loan-service (特色服务): the loan products of the platform (productPage), searched by name,
 * type and order, or those of one institution (?institutionId= from /credit-loan-mechanism).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const typeParam = params.get('productType');
  const productType = isProductType(typeParam) ? typeParam : undefined;
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : 'default';
  const institutionId = (params.get('institutionId') ?? '').slice(0, 32);
  const [draft, setDraft] = useState({ keyword: paging.keyword, productType: productType ?? '', sort });

  const products = useResource(
    async (signal) => {
      const query = {
        pageNo: paging.pageNo,
        pageSize: paging.pageSize,
        sort,
        ...(paging.keyword ? { keyword: paging.keyword } : {}),
        ...(productType ? { productType } : {}),
        ...(institutionId ? { institutionId } : {}),
      };
      const [page, institutions] = await Promise.all([
        unwrap(portal.credit.GET('/finance/front/product/productPage', { params: { query }, signal })),
        institutionId ? unwrap(portal.credit.GET('/finance/front/product/blankJrJg', { params: { query: {} }, signal })) : Promise.resolve([]),
      ]);
      return { page, institution: institutions.find((institution) => institution.id === institutionId) };
    },
    JSON.stringify([paging, productType, sort, institutionId]),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = writePaging(params, { keyword: draft.keyword.trim(), pageNo: 1 });
    if (isProductType(draft.productType)) next.set('productType', draft.productType);
    else next.delete('productType');
    if (draft.sort !== 'default') next.set('sort', draft.sort);
    else next.delete('sort');
    setParams(next);
  };

  const withoutInstitution = new URLSearchParams(params);
  withoutInstitution.delete('institutionId');
  withoutInstitution.delete('pageNo');
  const filtered = paging.keyword || productType || institutionId;

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>特色服务</PageTitle>
      <div className={styles.withAside}>
        <section className={styles.section} aria-labelledby="credit-loan-products">
          <h2 id="credit-loan-products" className={styles.sectionTitle}>
            金融产品
          </h2>
          <form role="search" aria-label="金融产品查询" className={styles.filters} onSubmit={search}>
            <Field label="产品或机构名称" className={styles.filterField}>
              <TextInput type="search" value={draft.keyword} maxLength={100} onChange={(keyword) => setDraft((d) => ({ ...d, keyword }))} />
            </Field>
            <Field label="产品类型" className={styles.filterField}>
              <Select
                value={draft.productType}
                placeholder="全部类型"
                options={PRODUCT_TYPES.map((value) => ({ value, label: value }))}
                onChange={(value) => setDraft((d) => ({ ...d, productType: value }))}
              />
            </Field>
            <Field label="排序" className={styles.filterField}>
              <Select
                value={draft.sort}
                placeholder={null}
                options={SORTS}
                onChange={(value) => setDraft((d) => ({ ...d, sort: isSort(value) ? value : 'default' }))}
              />
            </Field>
            <Button type="submit" variant="primary">
              查询
            </Button>
          </form>
          {institutionId && products.status === 'ready' && (
            <p className={styles.notice}>
              <span>金融机构：{products.data.institution?.name ?? '未知机构'}</span>
              <Link className={styles.moreLink} to={`/credit-loan-service${withoutInstitution.size ? `?${withoutInstitution.toString()}` : ''}`}>
                查看全部机构的产品
              </Link>
            </p>
          )}
          <PagedList<Product>
            list={pageIn(products, (data) => data.page)}
            loadingLabel="正在加载金融产品"
            loadingVariant="card"
            loadingCount={6}
            empty={<EmptyState title={filtered ? '没有符合条件的金融产品' : '暂无金融产品'} />}
            header={(page) => <p className={styles.cardLine}>共 {page.total} 款产品</p>}
          >
            {(records) => (
              <ul className={styles.cardGrid}>
                {records.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </section>
        <Guides />
      </div>
    </div>
  );
}
Component.displayName = 'CreditLoanServicePage';
