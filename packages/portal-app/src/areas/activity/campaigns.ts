import type { SectionTabs } from '../../shell/meta';
// The three safety campaigns of the activity pages (spec §2 'Activity'): food, drug and farm-produce
// safety, each with its black and white lists, the check of one enterprise's standing and its clue form.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

export type SafetyListEntry = Schemas['SafetyListEntry'];
export type SafetyListPage = Schemas['SafetyListPage'];
export type SafetyCheck = Schemas['SafetyCheck'];
export type SafetyKind = 'food' | 'medicine' | 'produce';
export type SafetyListType = 'black' | 'white';

interface ListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface SafetyCampaign {
  kind: SafetyKind;
  /** The campaign's name as the lists say it, e.g. 食品安全. */
  label: string;
  /** The campaign's page, its clue form. */
  href: string;
  cluesHref: string;
  /** 线索类别 of the clue form (openapi SafetyClueForm). */
  clueType: Schemas['SafetyClueForm']['clueType'];
  /** What the visitor may report, for the clue form's lead. */
  reportable: string;
  list(listType: SafetyListType, query: ListQuery, signal: AbortSignal): Promise<SafetyListPage>;
  check(keyword: string, signal?: AbortSignal): Promise<SafetyCheck>;
}

// Each operation is named literally, so the generated types check its query and answer.
export const SAFETY_CAMPAIGNS: Record<SafetyKind, SafetyCampaign> = {
  food: {
    kind: 'food',
    label: '食品安全',
    href: '/food-safe',
    cluesHref: '/food-safe-clues',
    clueType: '食品',
    reportable: '生产经营过期、变质、来源不明的食品，无证经营，使用非食品原料等食品安全违法行为',
    list: (listType, query, signal) =>
      unwrap(
        listType === 'black'
          ? portal.api.GET('/cmpinternetportalfront/columnclues/food/blackList', { params: { query }, signal })
          : portal.api.GET('/cmpinternetportalfront/columnclues/food/whiteList', { params: { query }, signal }),
      ),
    check: (keyword, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/columnclues/food/check', { params: { query: { keyword } }, signal })),
  },
  medicine: {
    kind: 'medicine',
    label: '药品安全',
    href: '/drug-safe',
    cluesHref: '/drug-safe-clues',
    clueType: '药品',
    reportable: '销售假药劣药、无证经营药品或医疗器械、编造购销记录等药品安全违法行为',
    list: (listType, query, signal) =>
      unwrap(
        listType === 'black'
          ? portal.api.GET('/cmpinternetportalfront/columnclues/medicine/blackList', { params: { query }, signal })
          : portal.api.GET('/cmpinternetportalfront/columnclues/medicine/whiteList', { params: { query }, signal }),
      ),
    check: (keyword, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/columnclues/medicine/check', { params: { query: { keyword } }, signal })),
  },
  produce: {
    kind: 'produce',
    label: '农产品质量安全',
    href: '/produce-safe',
    cluesHref: '/produce-safe-clues',
    clueType: '农产品',
    reportable: '使用国家禁用农药兽药、农药兽药残留超标、销售检测不合格的食用农产品等农产品质量安全违法行为',
    list: (listType, query, signal) =>
      unwrap(
        listType === 'black'
          ? portal.api.GET('/cmpinternetportalfront/columnclues/produce/blackList', { params: { query }, signal })
          : portal.api.GET('/cmpinternetportalfront/columnclues/produce/whiteList', { params: { query }, signal }),
      ),
    check: (keyword, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/columnclues/produce/check', { params: { query: { keyword } }, signal })),
  },
};

export const SAFETY_KINDS = Object.keys(SAFETY_CAMPAIGNS) as SafetyKind[];

export const isSafetyKind = (value: string | null): value is SafetyKind => value !== null && value in SAFETY_CAMPAIGNS;

/** What the lists' columns and an entry's facts show of an entry, in that order and by those names. */
export const SAFETY_ENTRY_FIELDS = [
  { key: 'name', title: '企业名称' }, CREDIT_CODE_COLUMN, { key: 'reason', title: '列入原因' },
  { key: 'organ', title: '认定部门' }, { key: 'district', title: '所属区域' }, { key: 'listDate', title: '列入日期', nowrap: true },
] as const satisfies readonly { key: keyof SafetyListEntry; title: string; nowrap?: boolean }[];

/** One enterprise's detail page: its standing on the campaign's lists, by its credit code. */
export const safetyDetailHref = (kind: SafetyKind, creditCode: string) =>
  `/safe-detail?type=${kind}&keyword=${encodeURIComponent(creditCode)}`;

/** The campaign tabs of the activity layout (ui SubsiteTabs). */
export const ACTIVITY_TABS = [
  { label: '诚信建设万里行', value: '/integrity-wanli', href: '/integrity-wanli' },
  { label: '疫情防控', value: '/epidemic', href: '/epidemic' },
  { label: '食品安全', value: '/food-safe', href: '/food-safe' },
  { label: '药品安全', value: '/drug-safe', href: '/drug-safe' },
  { label: '农产品质量安全', value: '/produce-safe', href: '/produce-safe' },
  { label: '线索公示', value: '/safe-clues-list', href: '/safe-clues-list' },
  { label: '线索查询', value: '/safe-inquire', href: '/safe-inquire' },
] as const;

/** 诚信建设万里行: the campaign's name, which is also the name of its CMS column. */
export const INTEGRITY_CAMPAIGN = '诚信建设万里行';

/** The activity layout's tab bar (spec §2 'Other layouts'): an enterprise's detail lights its campaign's tab by ?type=. */
export const ACTIVITY_SECTION_TABS: SectionTabs = {
  label: '专项活动',
  tabs: ACTIVITY_TABS,
  activeFromQuery: { param: 'type', hrefs: Object.fromEntries(Object.entries(SAFETY_CAMPAIGNS).map(([kind, campaign]) => [kind, campaign.href])) },
};
