// What the credit-loan pages' addresses ask for (a product search, an institution kind), read alike by
// the routes' loaders and the pages' forms.

export const PRODUCT_TYPES = ['信用贷款', '抵押贷款', '担保贷款'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const SORTS = [
  { value: 'default', label: '推荐优先' },
  { value: 'newest', label: '最新发布' },
  { value: 'rateAsc', label: '利率从低到高' },
  { value: 'amountDesc', label: '额度从高到低' },
  { value: 'applyDesc', label: '申请最多' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

export const isProductType = (value: string | null): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value ?? '');
export const isSort = (value: string | null): value is Sort => SORTS.some((sort) => sort.value === value);

/** The product search of /credit-loan-service besides the paging: type, order and one institution (unknown values left out). */
export function productSearchOf(params: URLSearchParams) {
  const productType = params.get('productType');
  const sort = params.get('sort');
  return {
    productType: isProductType(productType) ? productType : undefined,
    sort: isSort(sort) ? sort : ('default' as const),
    institutionId: (params.get('institutionId') ?? '').slice(0, 32),
  };
}

export const KINDS = ['银行', '融资担保机构'] as const;
export type Kind = (typeof KINDS)[number];
export const isKind = (value: string | null): value is Kind => (KINDS as readonly string[]).includes(value ?? '');
