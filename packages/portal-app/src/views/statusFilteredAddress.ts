// The address of a visitor's own paged list with a status filter (StatusFilteredList.tsx): read by the
// route's loader and by the page alike. Apart from the component, so that loaders (in the first chunk)
// do not bring the list's components with them.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shell/paging';

export interface ListAddressNames {
  page: string;
  size: string;
  status: string;
}

/** The list's page, size and status as the address gives them (for the route's loader and the page alike). */
export function readStatusFilteredList<S extends string>(params: URLSearchParams, names: ListAddressNames, statuses: readonly S[]) {
  const pageNo = Math.max(1, Number.parseInt(params.get(names.page) ?? '', 10) || 1);
  const sizeParam = Number.parseInt(params.get(names.size) ?? '', 10);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const statusParam = params.get(names.status) ?? '';
  const status: S | '' = (statuses as readonly string[]).includes(statusParam) ? (statusParam as S) : '';
  return { pageNo, pageSize, status };
}
