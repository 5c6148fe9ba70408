// Where the points pages keep their lists' state in the address (spec §9: back, forward, reload and
// shared links show the same list), read alike by the routes' loaders and the pages.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shell/paging';

/** 积分指标 of /declare-Legal and /declare-person: pageNo, pageSize, keyword (shell/paging.ts) and the category. */
export const TARGET_PARAMETERS = ['pageNo', 'pageSize', 'keyword', 'category'] as const;

/** The states of a declaration, as 我的申报 filters them. */
export const DECLARATION_STATUSES = ['已提交', '审核中', '已通过', '未通过'] as const;

/** 我的申报's state, apart from the target list's paging on the same page (StatusFilteredList.tsx). */
export const DECLARATIONS_ADDRESS = { page: 'declPage', size: 'declSize', status: 'declStatus' } as const;

/** The declaration looked up in 我的申报, by id, so its details can be linked and reloaded. */
export const OPEN_DECLARATION = 'declaration';

/** 积分明细 of the user centre's 我的信用积分: its page and size, apart from the user centre's own parameters. */
export const POINTS_ADDRESS = { page: 'pointsPage', size: 'pointsSize' } as const;

/** The page of 积分明细 the address asks for (spec §9 defaults). */
export function readPointsPaging(params: URLSearchParams): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Number.parseInt(params.get(POINTS_ADDRESS.page) ?? '', 10) || 1);
  const size = Number.parseInt(params.get(POINTS_ADDRESS.size) ?? '', 10);
  return { pageNo, pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE };
}
