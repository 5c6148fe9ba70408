// 电子保函线索: clues of guarantee fraud, reported and followed up as the safety campaigns' clues are
// (one clue store, clueType 电子保函; views/ClueForm, views/ClueDetail).
import type { ClueCategory } from '../../views/ClueForm';

export const CLUE_PAGES = {
  report: '/ele-guarantee/clue',
  list: '/ele-guarantee/clueList',
  listDetail: '/ele-guarantee/clueListDetail',
  inquire: '/ele-guarantee/safeInquire',
  detail: '/ele-guarantee/clueDetail',
} as const;

/** The CMS column of handled guarantee clues' results (reference server: features/eleguarantee). */
export const CLUE_RESULTS_COLUMN = '电子保函线索处理结果公示';

export const GUARANTEE_CLUE: ClueCategory = {
  clueType: '电子保函',
  name: '电子保函线索',
  formLabel: '电子保函线索举报',
  draft: 'ele-guarantee-clue',
  inquireHref: CLUE_PAGES.inquire,
  hints: {
    target: '出函机构、投标企业、招标代理机构或个人的名称',
    description: '请写明涉及的招标项目、保函编号、发现的时间和具体情况',
    evidence: '保函文件、查验结果截图、聊天记录、付款凭证等',
  },
};
