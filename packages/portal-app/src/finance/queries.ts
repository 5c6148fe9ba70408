// What the financial products' addresses ask for (the product filters, an application's status, the
// lists of /farming-user and the user centre), read alike by the routes' loaders and the pages' controls.
import type { Schemas } from '@credit-portal/api-client';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shell/paging';

type ProductType = Schemas['ProductType'];
type Status = Schemas['ApplicationStatus'];
export type Sort = 'default' | 'newest' | 'rateAsc' | 'amountDesc' | 'applyDesc';

export const PRODUCT_TYPES: readonly ProductType[] = ['信用贷款', '抵押贷款', '担保贷款'];
// 贷款额度 bands (万元): a product matches when its own range overlaps the band (openapi productPage).
export const AMOUNT_BANDS = [
  { value: '0-50', label: '50万元以下' },
  { value: '50-200', label: '50–200万元' },
  { value: '200-500', label: '200–500万元' },
  { value: '500-', label: '500万元以上' },
] as const;
export const TERMS = [6, 12, 24, 36, 60] as const;
export const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 'default', label: '综合排序' },
  { value: 'newest', label: '最新发布' },
  { value: 'rateAsc', label: '利率最低' },
  { value: 'amountDesc', label: '额度最高' },
  { value: 'applyDesc', label: '申请最多' },
];

/** The filters of the address, as the contract's query (unknown values are left out). */
export function readFilters(params: URLSearchParams) {
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

/** The states of an application (a financing demand), as lists filter them. */
export const STATUSES: readonly Status[] = ['已提交', '受理中', '已放款', '未通过'];

/** The status a list's address names (`name`), or undefined for all of them. */
export function statusOf(params: URLSearchParams, name: string): Status | undefined {
  const value = params.get(name) ?? '';
  return (STATUSES as readonly string[]).includes(value) ? (value as Status) : undefined;
}

/**
 * The two lists of /farming-user share the page, so each keeps its state in the address under names of
 * its own (views/StatusFilteredList.tsx); defaults stay out of the address.
 */
export const APPLICATIONS_ADDRESS = { page: 'applyPage', size: 'applySize', status: 'applyStatus' };
export const FAVOURITES_ADDRESS = { page: 'collectPage', size: 'collectSize', status: 'collectStatus' };

/** The page and size of one such list, as the address gives them. */
export function listPagingOf(params: URLSearchParams, names: { page: string; size: string }) {
  const pageNo = Math.max(1, Number.parseInt(params.get(names.page) ?? '', 10) || 1);
  const size = Number.parseInt(params.get(names.size) ?? '', 10);
  return { pageNo, pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE };
}
