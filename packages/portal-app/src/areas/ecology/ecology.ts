// 生态环境信用 (spec §2 'Sub-sites', Ecology): the sub-site's header and tabs, its CMS columns (by name, seeded
// by the reference server's features/ecology) and the enterprise lists it publishes.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import type { Subsite } from '../../shell/meta';
import { portal } from '#portal';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

export const ECOLOGY_SUBSITE: Subsite = {
  name: '生态环境信用',
  href: '/ecology',
  tabs: [
    { label: '首页', value: 'home', href: '/ecology' },
    { label: '信用动态', value: 'news', href: '/ecology-news' },
    { label: '政策法规', value: 'policy', href: '/ecology-policy' },
    { label: '信用公示', value: 'publicity', href: '/ecology-publicity' },
    { label: '环保诚信企业', value: 'honest', href: '/ecology-ep-honest' },
    { label: '环境违法企业', value: 'dishonest', href: '/ecology-ep-dishonest' },
    { label: '典型案例', value: 'case', href: '/ecology-case' },
    { label: '专栏简介', value: 'introduction', href: '/ecology-introduction' },
  ],
};

/** The sub-site's CMS columns, by the names the back end gives them. */
export const ECOLOGY_COLUMNS = {
  news: '生态环境信用动态',
  policy: '生态环境信用政策',
  case: '生态环境典型案例',
  introduction: '生态环境信用简介',
} as const;

/** The article page of the sub-site (reused by the electronic-guarantee sub-site: any CMS article by ?id=). */
export { ECOLOGY_ARTICLE, ecologyArticleHref as articleHref } from '../../addresses';

/**
 * The environmental credit evaluation: the annual grades of the 生态环境 industry, given by the environment
 * bureau (creditplus tradesubjectgrade). A environmentally honest enterprise is one graded A.
 */
export const EVALUATION_PATH = '/cmpinternetportalfront/creditplus/tradesubjectgrade';
export const ECOLOGY_INDUSTRY = '生态环境';
export type Grade = Schemas['Grade'];
export const GRADES: readonly Grade[] = ['A', 'B', 'C', 'D'];
/** The grades as environmental credit evaluation names them. */
export const GRADE_NAMES: Record<Grade, string> = { A: '环保诚信企业', B: '环保良好企业', C: '环保警示企业', D: '环保不良企业' };
export const gradeLabel = (grade: string) => (grade in GRADE_NAMES ? `${grade}级（${GRADE_NAMES[grade as Grade]}）` : grade);
const isGrade = (value: string | null): value is Grade => GRADES.includes(value as Grade);
/** The grade the address chooses (?grade=), when it is one (/ecology-publicity). */
export function gradeOf(params: URLSearchParams): Grade | undefined {
  const value = params.get('grade');
  return isGrade(value) ? value : undefined;
}

export const EVALUATION_COLUMNS = [
  { key: 'enterpriseName', title: '企业名称' },
  CREDIT_CODE_COLUMN,
  { key: 'grade', title: '评价等级' },
  { key: 'score', title: '评价得分' },
  { key: 'evaluateDate', title: '评价日期', nowrap: true },
  { key: 'organ', title: '评价机关' },
];

/** 环境违法企业: the environment bureau's penalties (abnormal environmentPage), each opening its double-publicity detail. */
export const PENALTY_PATH = '/cmpinternetportalfront/abnormal/environmentPage';
export const PENALTY_COLUMNS = [
  { key: 'subjectName', title: '企业名称' },
  CREDIT_CODE_COLUMN,
  { key: 'documentNo', title: '处罚决定书文号' },
  { key: 'violationType', title: '违法行为类型' },
  { key: 'content', title: '处罚内容' },
  { key: 'decisionDate', title: '处罚决定日期', nowrap: true },
  { key: 'organName', title: '处罚机关' },
];
export const penaltyHref = (row: Record<string, unknown>) =>
  `/license-punishment-detail?dataId=${encodeURIComponent(String(row.id ?? ''))}&type=2&resourceId=${encodeURIComponent(String(row.resourceId ?? ''))}`;

export interface EvaluationQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  grade?: Grade;
}

/** One page of the evaluation results, with the count of each grade under the same keyword. */
export function loadEvaluation(query: EvaluationQuery, signal: AbortSignal) {
  return unwrap(portal.api.GET(EVALUATION_PATH, { params: { query: { industry: ECOLOGY_INDUSTRY, ...query } }, signal }));
}

