// What the 信用+ and 信用鞋城 pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route"). The calls themselves are scenes.ts's.
import type { LoaderFunctionArgs } from 'react-router';
import { orNull, pagingOf, searchOf, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { isRecordId } from '../../views/recordId';
import {
  CASE_TYPES,
  GRADES,
  MEASURE_TYPES,
  PARKING,
  casePagingOf,
  choiceOf,
  countOf,
  loadCases,
  loadGrades,
  loadLinkages,
  loadReader,
  loadReaders,
  loadRides,
  type Linkage,
  type RewardPunishCase,
  type SceneKey,
  type SubjectGrade,
} from './scenes';

/** The industry (领域) of the shoe trade in the annual credit evaluation (openapi: tradesubjectgrade). */
const SHOE_INDUSTRY = '鞋服制造';

/** 统一社会信用代码 (GB 32100), as the contract's Uscc pattern. */
const isCreditCode = (value: string) => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value);

/** Bicycle numbers as the back end writes them (PT and digits). */
const isBikeNo = (value: string) => /^[A-Z]{1,4}\d{1,12}$/.test(value);

/** One record asked for: enough to read a list's total. */
const ONE = { pageNo: 1, pageSize: 1 };

/** /credit-plus-home: the count of each scene, of the joint reward and punishment cases and of the graded subjects. */
export async function creditPlusHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const [lib, bike, el, cases, graded] = await Promise.all([
    countOf(loadReaders(ONE, signal)),
    countOf(loadRides(ONE, signal)),
    countOf(loadLinkages(ONE, signal)),
    countOf(loadCases(ONE, signal)),
    countOf(loadGrades(ONE, signal)),
  ]);
  const scenes: Record<SceneKey, number> = { lib, bike, el };
  return { scenes, cases, graded };
}

async function libraryFacts(signal: AbortSignal) {
  const [latest, total] = await Promise.all([loadReaders({ pageNo: 1, pageSize: 5 }, signal), countOf(loadReaders(ONE, signal))]);
  return { figures: [{ label: '免押读者（位）', value: total }], latest: latest.records };
}

/** /credit-plus-lib: the scene's figures and newest readers, streamed in below the introduction. */
export function libraryIntroLoader({ request }: LoaderFunctionArgs) {
  return { facts: streamed(libraryFacts(request.signal)) };
}

async function bikeFacts(signal: AbortSignal) {
  const [latest, total, proper, improper] = await Promise.all([
    loadRides({ pageNo: 1, pageSize: 5 }, signal),
    countOf(loadRides(ONE, signal)),
    countOf(loadRides({ ...ONE, parking: '规范停放' }, signal)),
    countOf(loadRides({ ...ONE, parking: '违规停放' }, signal)),
  ]);
  return {
    figures: [
      { label: '免押骑行（次）', value: total },
      { label: '规范停放（次）', value: proper },
      { label: '违规停放（次）', value: improper },
    ],
    latest: latest.records,
  };
}

/** /credit-plus-bike: the scene's figures and newest rides, streamed in below the introduction. */
export function bikeIntroLoader({ request }: LoaderFunctionArgs) {
  return { facts: streamed(bikeFacts(request.signal)) };
}

async function linkageFacts(signal: AbortSignal) {
  const [latest, total, grades, ...byType] = await Promise.all([
    loadLinkages({ pageNo: 1, pageSize: 5 }, signal),
    countOf(loadLinkages(ONE, signal)),
    loadGrades(ONE, signal),
    ...MEASURE_TYPES.map((measureType) => countOf(loadLinkages({ ...ONE, measureType }, signal))),
    ...CASE_TYPES.map((caseType) => countOf(loadCases({ ...ONE, caseType }, signal))),
  ]);
  const labels = [...MEASURE_TYPES.map((t) => `${t}（条）`), ...CASE_TYPES.map((t) => `${t}（件）`)];
  return {
    figures: [
      { label: '联动监管措施（条）', value: total },
      ...labels.map((label, i) => ({ label, value: byType[i] ?? 0 })),
      ...GRADES.map((grade) => ({ label: `${grade}级信用主体（家）`, value: grades.gradeCounts[grade] ?? 0 })),
    ],
    latest: latest.records,
  };
}

/**
 * /credit-plus-el: the scene's figures and newest measures (streamed in), and the page of 联合奖惩 cases
 * the address asks for (casePageNo, casePageSize).
 */
export async function linkageIntroLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const facts = streamed(linkageFacts(signal));
  const { pageNo, pageSize } = casePagingOf(searchOf(request));
  return { facts, cases: await loadCases({ pageNo, pageSize }, signal) };
}

/** /credit-plus-lib-main: the page of readers the address asks for; the keyword matches a card number. */
export async function readersLoader({ request }: LoaderFunctionArgs) {
  return loadReaders(pagingOf(request), request.signal);
}

/** /credit-plus-bike-main: the page of rides the address asks for, with its keyword and parking (?parking=). */
export async function ridesLoader({ request }: LoaderFunctionArgs) {
  return loadRides({ ...pagingOf(request), parking: choiceOf(searchOf(request), 'parking', PARKING) }, request.signal);
}

/** /credit-plus-el-main: the page of linkage measures the address asks for, with its keyword and type (?measureType=). */
export async function linkagesLoader({ request }: LoaderFunctionArgs) {
  return loadLinkages({ ...pagingOf(request), measureType: choiceOf(searchOf(request), 'measureType', MEASURE_TYPES) }, request.signal);
}

/** /credit-plus-lib-detail?id=: a reader with the loans; null when the address names no reader the back end has. */
export async function readerLoader({ request }: LoaderFunctionArgs) {
  const id = (searchOf(request).get('id') ?? '').trim();
  return isRecordId(id) ? orNull(loadReader(id, request.signal)) : null;
}

/**
 * /credit-plus-bike-detail?bikeNo=&id=: the ride and the bicycle's other rides; null when there is no
 * such ride. The back end has no detail operation for a ride (openapi: only the library has one);
 * bicycleRecord's keyword matches the bicycle number, so the bicycle's rides are one filtered page and
 * the ride is the one with the id among them.
 */
export async function rideLoader({ request }: LoaderFunctionArgs) {
  const params = searchOf(request);
  const bikeNo = (params.get('bikeNo') ?? '').trim().toUpperCase();
  const id = (params.get('id') ?? '').trim();
  if (!isBikeNo(bikeNo) || !isRecordId(id)) return null;
  const page = await loadRides({ pageNo: 1, pageSize: 100, keyword: bikeNo }, request.signal);
  const rides = page.records.filter((ride) => ride.bikeNo === bikeNo);
  const ride = rides.find((r) => r.id === id);
  return ride ? { ride, others: rides.filter((r) => r.id !== id) } : null;
}

export interface EnterpriseRecord {
  enterpriseName: string;
  creditCode: string;
  grade?: SubjectGrade;
  linkages: Linkage[];
  cases: RewardPunishCase[];
}

/**
 * /credit-plus-el-detail?creditCode=: one enterprise in 信用+联动监管, or null when the address names none.
 * The back end has no detail operation for a linkage record (openapi: only the library has one); its
 * three lists take the credit code as keyword, so the enterprise's measures, joint reward and
 * punishment cases and credit grade are each one filtered page.
 */
export async function linkageEnterpriseLoader({ request }: LoaderFunctionArgs): Promise<EnterpriseRecord | null> {
  const { signal } = request;
  const creditCode = (searchOf(request).get('creditCode') ?? '').trim().toUpperCase();
  if (!isCreditCode(creditCode)) return null;
  const query = { pageNo: 1, pageSize: 100, keyword: creditCode };
  const [linkages, cases, grades] = await Promise.all([loadLinkages(query, signal), loadCases(query, signal), loadGrades(query, signal)]);
  const own = <T extends { creditCode: string }>(rows: T[]) => rows.filter((row) => row.creditCode === creditCode);
  const record = { linkages: own(linkages.records), cases: own(cases.records), grade: own(grades.records)[0] };
  const named = record.linkages[0] ?? record.cases[0] ?? record.grade;
  return named ? { ...record, enterpriseName: named.enterpriseName, creditCode } : null;
}

/** /credit-shoes-info: the page of the shoe trade's graded enterprises the address asks for (keyword, ?grade=), with each grade's count. */
export async function shoeEnterprisesLoader({ request }: LoaderFunctionArgs) {
  const grade = choiceOf(searchOf(request), 'grade', GRADES);
  const [list, viewer] = await Promise.all([loadGrades({ ...pagingOf(request), industry: SHOE_INDUSTRY, grade }, request.signal), loadViewer()]);
  return { list, viewer };
}
