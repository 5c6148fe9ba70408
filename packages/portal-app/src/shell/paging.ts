// List state lives in the address (pageNo, pageSize, keyword), so back, forward, reload and shared
// links show the same page. Spec §9: 15 per page by default; 10, 20, 50, 100 on offer.
export const DEFAULT_PAGE_SIZE = 15;
export const PAGE_SIZES = [10, 15, 20, 50, 100] as const;

export interface Paging {
  pageNo: number;
  pageSize: number;
  keyword: string;
}

export function readPaging(params: URLSearchParams): Paging {
  const pageNo = Number.parseInt(params.get('pageNo') ?? '', 10);
  const pageSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  return {
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
  };
}

/** The address parameters for a paging state, leaving defaults out. */
export function writePaging(params: URLSearchParams, paging: Partial<Paging>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined, fallback: string) => {
    if (value === undefined) return;
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, value);
  };
  set('pageNo', paging.pageNo?.toString(), '1');
  set('pageSize', paging.pageSize?.toString(), String(DEFAULT_PAGE_SIZE));
  set('keyword', paging.keyword, '');
  return next;
}
