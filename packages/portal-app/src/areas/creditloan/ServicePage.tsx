import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Card, Column, Columns, EmptyState, Field, Inline, SectionHeading, Select, Stack, Text, TextLink, TextList, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging, writePaging } from '../../shell/paging';
import { Deferred, useLoaded } from '../../shell/routeData';
import { PagedList, pageIn } from '../../views/PagedList';
import type { creditLoanServiceLoader } from './loaders';
import { ProductCard } from './ProductCard';
import { PRODUCT_TYPES, SORTS, isProductType, isSort, productSearchOf } from './queries';
import { guideHref, type Product } from './subsite';
import { PageSection } from '../../views/PageSection';
import { KeywordSearch } from '../../views/KeywordSearch';
import { filterField } from '../../views/filterLayout';

type GuideList = Awaited<ReturnType<typeof creditLoanServiceLoader>>['guides'];

/** The service guides beside the products (信用贷服务指南), streaming in; each opens at /credit-loan-newsInfo. */
function Guides({ guides }: { guides: GuideList }) {
  return (
    <Stack as="aside" space="sm" aria-labelledby="credit-loan-guides">
      <SectionHeading id="credit-loan-guides">服务指南</SectionHeading>
      <Deferred resolve={guides} loading={{ variant: 'list', count: 4, label: '正在加载服务指南' }}>
        {(loaded) =>
          loaded.records.length === 0 ? (
            <EmptyState title="暂无服务指南" />
          ) : (
            <TextList numbered leading="relaxed">
              {loaded.records.map((guide) => (
                <li key={guide.id}>
                  <Link to={guideHref(guide.id)}>{guide.title}</Link>
                </li>
              ))}
            </TextList>
          )
        }
      </Deferred>
    </Stack>
  );
}

/**
 * /credit-loan-service (特色服务): the loan products of the platform (productPage), searched by name,
 * type and order, or those of one institution (?institutionId= from /credit-loan-mechanism), as the
 * route's loader reads them for the address.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const { productType, sort, institutionId } = productSearchOf(params);
  const [draft, setDraft] = useState({ keyword: paging.keyword, productType: productType ?? '', sort });
  const { products: loaded, guides } = useLoaderData<typeof creditLoanServiceLoader>();
  const products = useLoaded(loaded);

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
    <Card look="panel" padding="lg" space="md">
      <PageTitle>特色服务</PageTitle>
      <Columns space="lg" collapseBelow="lg" alignY="start">
        <Column>
        <PageSection id="credit-loan-products" title="金融产品">
          <KeywordSearch label="金融产品查询" onSubmit={search} fieldLabel="产品或机构名称" name="keyword" keep={['institutionId']} value={draft.keyword} onChange={(keyword) => setDraft((d) => ({ ...d, keyword }))}>
            <Field label="产品类型" className={filterField}>
              <Select
                name="productType"
                value={draft.productType}
                placeholder="全部类型"
                options={PRODUCT_TYPES.map((value) => ({ value, label: value }))}
                onValueChange={(value) => setDraft((d) => ({ ...d, productType: value }))}
              />
            </Field>
            <Field label="排序" className={filterField}>
              <Select
                name="sort"
                value={draft.sort}
                placeholder={null}
                options={SORTS}
                onValueChange={(value) => setDraft((d) => ({ ...d, sort: isSort(value) ? value : 'default' }))}
              />
            </Field>
          </KeywordSearch>
          {institutionId && products.status === 'ready' && (
            <Inline as="p" space="sm">
              <span>金融机构：{products.data.institution?.name ?? '未知机构'}</span>
              <TextLink standalone href={`/credit-loan-service${withoutInstitution.size ? `?${withoutInstitution.toString()}` : ''}`}>
                查看全部机构的产品
              </TextLink>
            </Inline>
          )}
          <PagedList<Product>
            list={pageIn(products, (data) => data.page)}
            loadingLabel="正在加载金融产品"
            loadingVariant="card"
            loadingCount={6}
            empty={<EmptyState title={filtered ? '没有符合条件的金融产品' : '暂无金融产品'} />}
            header={(page) => <Text tone="muted" size="sm" leading="relaxed">共 {page.total} 款产品</Text>}
          >
            {(records) => (
              <Tiles as="ul" minWidth="md" space="md">
                {records.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} headingLevel={3} />
                  </li>
                ))}
              </Tiles>
            )}
          </PagedList>
        </PageSection>
        </Column>
        <Column width="1/4">
          <Guides guides={guides} />
        </Column>
      </Columns>
    </Card>
  );
}
Component.displayName = 'CreditLoanServicePage';
