// Where the points pages keep their lists' state in the address (spec §9: back, forward, reload and
// shared links show the same list), read alike by the routes' loaders and the pages.

/** 积分指标 of /declare-Legal and /declare-person: pageNo, pageSize, keyword (shell/paging.ts) and the category. */
export const TARGET_PARAMETERS = ['pageNo', 'pageSize', 'keyword', 'category'] as const;

/** The states of a declaration, as 我的申报 filters them. */
export const DECLARATION_STATUSES = ['已提交', '审核中', '已通过', '未通过'] as const;

/** 我的申报's state, apart from the target list's paging on the same page (StatusFilteredList.tsx). */
export const DECLARATIONS_ADDRESS = { page: 'declPage', size: 'declSize', status: 'declStatus' } as const;

/** The declaration looked up in 我的申报, by id, so its details can be linked and reloaded. */
export const OPEN_DECLARATION = 'declaration';
