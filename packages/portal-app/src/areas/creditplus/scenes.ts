// The 信用+ scenes (spec §2 /credit-plus-*) as the back end names them (openapi/paths/creditplus.yaml):
// each has an introduction, a list (-main) and a detail page. The calls live here so each page only
// joins one of them to its view.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { readPaging, type Paging } from '../../shell/paging';
import { portal } from '#portal';

export type Reader = Schemas['Reader'];
export type ReaderDetail = Schemas['ReaderDetail'];
export type Ride = Schemas['BicycleRide'];
export type Linkage = Schemas['Linkage'];
export type RewardPunishCase = Schemas['RewardPunishCase'];
export type SubjectGrade = Schemas['SubjectGrade'];

export type SceneKey = 'lib' | 'bike' | 'el';

export interface Scene {
  key: SceneKey;
  /** The back end's name of the scene. */
  name: string;
  /** What it offers, in one line. */
  summary: string;
  /** The unit its count is in (位读者, 次骑行 …). */
  counted: string;
  intro: string;
  main: string;
  mainTitle: string;
}

export const SCENES: readonly Scene[] = [
  {
    key: 'lib',
    name: '信用+图书馆',
    summary: '信用分达到650分的市民凭信用免押金办理借阅证，在全市公共图书馆借阅图书。',
    counted: '免押读者（位）',
    intro: '/credit-plus-lib',
    main: '/credit-plus-lib-main',
    mainTitle: '免押读者',
  },
  {
    key: 'bike',
    name: '信用+共享单车',
    summary: '信用分达到650分的市民免交押金骑行公共自行车，规范停放记入骑行信用。',
    counted: '免押骑行（次）',
    intro: '/credit-plus-bike',
    main: '/credit-plus-bike-main',
    mainTitle: '骑行记录',
  },
  {
    key: 'el',
    name: '信用+联动监管',
    summary: '多部门依据企业信用等级联合实施守信激励和失信约束措施。',
    counted: '联动监管措施（条）',
    intro: '/credit-plus-el',
    main: '/credit-plus-el-main',
    mainTitle: '联动监管记录',
  },
];

export const sceneOf = (key: SceneKey): Scene => SCENES.find((scene) => scene.key === key) as Scene;

interface PageArgs {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
}
const withKeyword = ({ keyword, ...rest }: PageArgs) => ({ ...rest, ...(keyword ? { keyword } : {}) });

export const loadReaders = (query: PageArgs, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/libraryPage', { params: { query: withKeyword(query) }, signal }));

export const loadReader = (id: string, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/detail/{id}', { params: { path: { id } }, signal }));

export const PARKING = ['规范停放', '违规停放'] as const;
export const loadRides = (query: PageArgs & { parking?: Ride['parking'] }, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/bicycleRecord', { params: { query: withKeyword(query) }, signal }));

export const MEASURE_TYPES = ['守信激励', '失信约束'] as const;
export const loadLinkages = (query: PageArgs & { measureType?: Linkage['measureType'] }, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/linkageSupervision', { params: { query: withKeyword(query) }, signal }));

export const CASE_TYPES = ['守信联合激励', '失信联合惩戒'] as const;
export const loadCases = (query: PageArgs & { caseType?: RewardPunishCase['caseType'] }, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/rewardsPunishments', { params: { query: withKeyword(query) }, signal }));

export const GRADES = ['A', 'B', 'C', 'D'] as const;
export const loadGrades = (query: PageArgs & { industry?: string; grade?: SubjectGrade['grade'] }, signal: AbortSignal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditplus/tradesubjectgrade', { params: { query: withKeyword(query) }, signal }));

// The 联合奖惩 cases on /credit-plus-el keep their page under names of their own, beside nothing else on that page.
export const CASE_PAGE = 'casePageNo';
export const CASE_SIZE = 'casePageSize';

/** The page of the 联合奖惩 cases the address asks for (casePageNo, casePageSize; spec §9 defaults). */
export function casePagingOf(params: URLSearchParams): Paging {
  return readPaging(new URLSearchParams({ pageNo: params.get(CASE_PAGE) ?? '', pageSize: params.get(CASE_SIZE) ?? '' }));
}

/** The count of a list: one record asked for, its total read. */
export const countOf = async (load: Promise<{ total: number }>): Promise<number> => (await load).total;

export { choiceOf } from '../../views/addressChoice';

export { creditArchiveHref as enterpriseHref } from '../../views/creditArchive';
export const readerHref = (id: string) => `/credit-plus-lib-detail?id=${encodeURIComponent(id)}`;
export const rideHref = (ride: Pick<Ride, 'id' | 'bikeNo'>) =>
  `/credit-plus-bike-detail?bikeNo=${encodeURIComponent(ride.bikeNo)}&id=${encodeURIComponent(ride.id)}`;
export const linkageEnterpriseHref = (creditCode: string) => `/credit-plus-el-detail?creditCode=${encodeURIComponent(creditCode)}`;
