// 自贸区 (spec §2 'Sub-sites', §9 tabs): the sub-site's config and its four CMS columns.
//
// Each column has two pages (decision, spec §2 leaves the difference open):
// - the column page (/free-trade-area-policy-law …): a column overview in the tab bar — the newest articles
//   with their summaries and a link to the whole column;
// - the 'more' page (/free-trade-area-policy/law …): the whole column, paginated, with the side menu of the
//   four columns (spec §2: 'tabs, or a side menu for the more pages').
// 新闻动态 has no column page in the route table: its tab leads to its full list /free-trade-area/new.
import type { SubsiteTab } from '@credit-portal/ui';
import type { Subsite } from '../../shell/meta';

export interface FtaColumn {
  key: 'news' | 'law' | 'support' | 'publicity';
  /** The tab's and the side menu's label. */
  label: string;
  /** The CMS classification, by name (reference server: features/freetradearea). */
  classification: string;
  /** The column page in the tab bar (the overview); the news column has none. */
  href: string;
  /** The whole column, paginated. */
  moreHref: string;
}

export const FTA_COLUMNS: readonly FtaColumn[] = [
  { key: 'news', label: '新闻动态', classification: '自贸区新闻动态', href: '/free-trade-area/new', moreHref: '/free-trade-area/new' },
  { key: 'law', label: '政策法规', classification: '自贸区政策法规', href: '/free-trade-area-policy-law', moreHref: '/free-trade-area-policy/law' },
  { key: 'support', label: '扶持政策', classification: '自贸区扶持政策', href: '/free-trade-area-policy-support', moreHref: '/free-trade-area-policy/support' },
  { key: 'publicity', label: '信用公示', classification: '自贸区信用公示', href: '/free-trade-area-publicity', moreHref: '/free-trade-area/publicity' },
];

/** Where an article of the sub-site opens. */
export const articleHref = (id: string) => `/free-trade-area/news-detail?id=${encodeURIComponent(id)}`;

export const columnByClassification = (classification: string | undefined) => FTA_COLUMNS.find((column) => column.classification === classification);

const tabs: SubsiteTab[] = FTA_COLUMNS.map((column) => ({ label: column.label, value: column.key, href: column.href }));

export const FREE_TRADE_AREA: Subsite = {
  name: '自贸区信用',
  href: '/free-trade-area',
  tabs,
  tabsVariant: 'underline',
};
