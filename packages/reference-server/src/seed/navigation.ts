import { CITY } from './city.js';
export interface NavigationSeed {
  id: string;
  name: string;
  type: 0 | 1 | 2;
  href: string;
  sort: number;
}

/**
 * The main menu of a city credit portal (spec §2 routes). Fifteen tabs are shown, so the menu's
 * two-row rule applies (more than 14 tabs: the first row holds half, rounded up); one more tab is
 * type 2, kept for the footer and excluded from the menu. Ids are deliberately not in display order:
 * the answer must follow `sort`, not insertion or id order.
 */
export const NAVIGATION_TABS: readonly NavigationSeed[] = [
  { id: '101', name: '首页', type: 0, href: '/home', sort: 1 },
  { id: '108', name: '信用动态', type: 0, href: '/credit-dynamics', sort: 2 },
  { id: '103', name: '政策法规', type: 0, href: '/policies-regulations', sort: 3 },
  { id: '112', name: '通知公告', type: 0, href: '/credit-announcement', sort: 4 },
  { id: '105', name: '双公示', type: 0, href: '/double-publicity-catalog', sort: 5 },
  { id: '110', name: '红黑名单', type: 0, href: '/red-black-publicity', sort: 6 },
  { id: '102', name: '信用承诺', type: 0, href: '/credit-commitment', sort: 7 },
  { id: '115', name: '信用服务', type: 0, href: '/credit-Service', sort: 8 },
  { id: '104', name: '信用修复', type: 0, href: '/credit-repair', sort: 9 },
  { id: '109', name: '信用研究', type: 0, href: '/credit-research', sort: 10 },
  { id: '113', name: '专项治理', type: 0, href: '/special-governance', sort: 11 },
  { id: '106', name: CITY.journal.title, type: 0, href: '/city-journal', sort: 12 },
  { id: '114', name: '信用报告', type: 0, href: '/credit-report', sort: 13 },
  { id: '107', name: '网站互动', type: 0, href: '/website-interaction', sort: 14 },
  { id: '111', name: '信用中国', type: 1, href: 'https://www.creditchina.gov.cn', sort: 15 },
  { id: '116', name: '关于我们', type: 2, href: '/about-us', sort: 16 },
];
