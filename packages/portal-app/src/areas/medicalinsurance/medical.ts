// 医保信用 (spec §2 'Sub-sites', Medical insurance; §9 tabs: news, policy, statistics, scoring, score results):
// the sub-site's config, its CMS columns by name and the score results call (reference server:
// features/medicalinsurance; openapi/paths/medicalinsurance.yaml).
//
// Tab pages and 'more' pages (decision, spec §2 leaves the difference open):
// - /medical-insurance-news and /medical-insurance/news are the same list of 医保动态 (one page component,
//   the generic list view): the first is the 医保新闻 tab, the second the home's 更多 link; the 'more'
//   pages keep the breadcrumb trail from the sub-site's home (oldRouter) and light the tab of their topic.
//   The same holds for -policy and /policy, -score-result and /score-result.
// - /medical-insurance-statistic is the statistics tab: the counts of the published score results
//   (per level and institution type, a chart and a table) with the newest monthly fund bulletins;
//   /medical-insurance/statistic is the whole list of those bulletins.
// - /medical-insurance-score is the scoring scheme: its six parts, each one CMS article with a page of
//   its own (/medical-insurance/score-introduction …), the introduction shown in full.
// - /medical-insurance/image-news, /measure and /case are the whole columns behind the home's blocks.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import type { SubsiteTab } from '@credit-portal/ui';
import type { Subsite } from '../../shell/meta';
import { portal } from '#portal';

export const MEDICAL_HOME = '/medical-insurance';
/** Where an article of the sub-site opens. */
export const MEDICAL_ARTICLE = '/medical-insurance/article';
export const articleHref = (id: string) => `${MEDICAL_ARTICLE}?id=${encodeURIComponent(id)}`;

/** The CMS columns, by name (reference server: features/medicalinsurance). */
export const MEDICAL_COLUMNS = {
  news: '医保动态',
  imageNews: '医保图片新闻',
  policy: '医保政策',
  statistic: '医保统计',
  measure: '医保监管措施',
  case: '医保典型案例',
} as const;

/** The tab pages (spec §9: news, policy, statistics, scoring, score results). */
export const MEDICAL_TABS = {
  news: '/medical-insurance-news',
  policy: '/medical-insurance-policy',
  statistic: '/medical-insurance-statistic',
  score: '/medical-insurance-score',
  scoreResult: '/medical-insurance-score-result',
} as const;

/** The 'more' pages behind the home's blocks. */
export const MEDICAL_MORE = {
  news: '/medical-insurance/news',
  imageNews: '/medical-insurance/image-news',
  policy: '/medical-insurance/policy',
  statistic: '/medical-insurance/statistic',
  measure: '/medical-insurance/measure',
  case: '/medical-insurance/case',
  scoreResult: '/medical-insurance/score-result',
} as const;

/** The home's blocks: the newest articles of a column each, with 更多 leading to the whole column. */
export const HOME_BLOCKS = [
  { title: '医保动态', classification: MEDICAL_COLUMNS.news, moreHref: MEDICAL_MORE.news, count: 7 },
  { title: '图片新闻', classification: MEDICAL_COLUMNS.imageNews, moreHref: MEDICAL_MORE.imageNews, count: 7 },
  { title: '医保政策', classification: MEDICAL_COLUMNS.policy, moreHref: MEDICAL_MORE.policy, count: 7 },
  { title: '医保统计', classification: MEDICAL_COLUMNS.statistic, moreHref: MEDICAL_MORE.statistic, count: 7 },
  { title: '监管措施', classification: MEDICAL_COLUMNS.measure, moreHref: MEDICAL_MORE.measure, count: 5 },
  { title: '典型案例', classification: MEDICAL_COLUMNS.case, moreHref: MEDICAL_MORE.case, count: 5 },
] as const;

/** The parts of the scoring scheme: each a CMS column of one article, by name, and its page. */
export const SCHEME_PARTS = [
  { classification: '评价说明', label: '评价说明', summary: '信用评价的目的、原则和适用范围', href: '/medical-insurance/score-introduction', name: 'MedicalScoreIntroduction', eng: 'About the Evaluation' },
  { classification: '评分方法', label: '评分方法', summary: '评价指标、分值和扣分加分规则', href: '/medical-insurance/score-method', name: 'MedicalScoreMethod', eng: 'Scoring Method' },
  { classification: '评价依据', label: '评价依据', summary: '开展信用评价所依据的法规、规章和协议', href: '/medical-insurance/score-basis', name: 'MedicalScoreBasis', eng: 'Basis of the Evaluation' },
  { classification: '信用等级', label: '信用等级', summary: '各信用等级的分数段和相应的管理措施', href: '/medical-insurance/score-level', name: 'MedicalScoreLevel', eng: 'Credit Levels' },
  { classification: '评价对象', label: '评价对象', summary: '参加信用评价的定点医疗机构和零售药店', href: '/medical-insurance/selected-object', name: 'MedicalSelectedObject', eng: 'Who Is Evaluated' },
  { classification: '评价周期', label: '评价周期', summary: '评价的周期、时间安排和结果公布', href: '/medical-insurance/score-cycle', name: 'MedicalScoreCycle', eng: 'Evaluation Cycle' },
] as const;

const tabs: SubsiteTab[] = [
  { label: '医保新闻', value: 'news', href: MEDICAL_TABS.news },
  { label: '医保政策', value: 'policy', href: MEDICAL_TABS.policy },
  { label: '医保统计', value: 'statistic', href: MEDICAL_TABS.statistic },
  { label: '信用评价', value: 'score', href: MEDICAL_TABS.score },
  { label: '评价结果', value: 'score-result', href: MEDICAL_TABS.scoreResult },
];

export const MEDICAL_SUBSITE: Subsite = { name: '医保信用', href: MEDICAL_HOME, tabs };

export type ScoreResult = Schemas['ScoreResult'];
export type ScoreResultPage = Schemas['ScoreResultPage'];
export type Level = Schemas['Level'];
export type InstitutionType = Schemas['InstitutionType'];
export type Cycle = Schemas['Cycle'];
export const LEVELS: readonly Level[] = ['A', 'B', 'C', 'D'];
export const INSTITUTION_TYPES: readonly InstitutionType[] = ['定点医疗机构', '定点零售药店'];
/** What each level means (the scheme's 信用等级 part). */
export const LEVEL_MEANING: Record<Level, string> = { A: '守信', B: '基本守信', C: '失信', D: '严重失信' };

export interface ScoreQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  cycle?: Cycle;
  level?: Level;
  institutionType?: InstitutionType;
}

/** A page of the published score results with the counts per level and type. */
export const loadScores = ({ keyword, ...query }: ScoreQuery, signal: AbortSignal) =>
  unwrap(
    portal.api.GET('/cmpinternetportalfront/medicalinsurance/scoreResult/page', {
      params: { query: { ...query, ...(keyword ? { keyword } : {}) } },
      signal,
    }),
  );


