// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the sub-site's header, tabs and CMS columns.
// The back end publishes the sub-site's news and policies as two CMS columns (reference server:
// features/eleguarantee); their articles open in the ecology sub-site's article page, which the spec
// says this sub-site reuses. The guarantees and the guarantee clues have their own pages (routes.ts).
import type { Subsite } from '../../shell/meta';

export const ELE_GUARANTEE_SUBSITE: Subsite = {
  name: '电子保函',
  href: '/ele-guarantee-home',
  tabs: [
    { label: '首页', value: 'home', href: '/ele-guarantee-home' },
    { label: '保函动态', value: 'news', href: '/ele-guarantee-news' },
    { label: '政策法规', value: 'policy', href: '/ele-guarantee-policy' },
    { label: '机构及产品', value: 'table', href: '/ele-guarantee-table' },
    { label: '保函申请', value: 'input', href: '/ele-guarantee-input' },
    { label: '保函查验', value: 'detail', href: '/ele-guarantee-detail' },
    { label: '线索举报', value: 'clue', href: '/ele-guarantee/clue' },
    { label: '线索公示', value: 'clueList', href: '/ele-guarantee/clueList' },
  ],
};

/** The sub-site's CMS columns, by the names the back end gives them. */
export const ELE_GUARANTEE_COLUMNS = {
  news: '电子保函动态',
  policy: '电子保函政策',
} as const;
