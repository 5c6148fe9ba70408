// The archive's record tabs (as on 信用中国's enterprise archive): the chosen one lives in the address as
// ?tab=, read alike by the route's loader and the page; the default tab stays out of the address.
import type { Schemas } from '@credit-portal/api-client';

export type ArchiveTab = Schemas['ReportSectionKey'];

/** The tabs in order, each with the short name its tab shows (the section's full title heads its panel). */
export const ARCHIVE_TABS: readonly { key: ArchiveTab; label: string }[] = [
  { key: 'permits', label: '行政许可' },
  { key: 'penalties', label: '行政处罚' },
  { key: 'redList', label: '红名单' },
  { key: 'blackList', label: '黑名单' },
  { key: 'dishonesty', label: '失信被执行人' },
  { key: 'commitments', label: '信用承诺' },
  { key: 'contractPerformance', label: '合同履约' },
];

export const DEFAULT_TAB: ArchiveTab = 'permits';

const isTab = (value: string | null): value is ArchiveTab => ARCHIVE_TABS.some((tab) => tab.key === value);

/** The tab the address names, or the first one. */
export const tabOf = (params: URLSearchParams): ArchiveTab => {
  const value = params.get('tab');
  return isTab(value) ? value : DEFAULT_TAB;
};

/** The address of a tab: the same subject, the tab's first page (each tab is paged on its own). */
export function tabSearch(params: URLSearchParams, tab: ArchiveTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('pageNo');
  if (tab === DEFAULT_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}
