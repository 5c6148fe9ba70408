// What the inquiry pages look up (spec §7 "The infoPage, infoQuery … endpoints of the features above"):
// each kind of submission by its tracking number's two-letter prefix (openapi TrackingNo) and the
// second factor its infoQuery takes.
import { isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';

export type SubmissionProgress = Schemas['SubmissionProgress'];
export type SubmissionPrefix = 'HD' | 'JC' | 'YQ' | 'YF' | 'YZ' | 'TS' | 'XS' | 'FK';

interface Query {
  trackingNo: string;
  verifier: string;
}

export const SUBMISSION_KINDS: Record<SubmissionPrefix, { name: string; query: (query: Query, signal?: AbortSignal) => Promise<SubmissionProgress> }> = {
  HD: {
    name: '网站互动',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/website/interaction/infoQuery', { params: { query }, signal })),
  },
  JC: {
    name: '信息纠错',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/correction/infoQuery', { params: { query }, signal })),
  },
  YQ: {
    name: '企业法人异议申诉',
    query: (query, signal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/enterpriselegalpersonobjection/infoQuery', { params: { query }, signal })),
  },
  YF: {
    name: '其他法人异议申诉',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/otherlegalpersonobjection/infoQuery', { params: { query }, signal })),
  },
  YZ: {
    name: '自然人异议申诉',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/naturepersonobjection/infoQuery', { params: { query }, signal })),
  },
  // Commitment feedback (pages/commitment): the second factor is the mobile number or the commitment subject's code or ID.
  FK: {
    name: '承诺反馈',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/commitmentfeedback/infoQuery', { params: { query }, signal })),
  },
  TS: {
    name: '信用投诉',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/creditcomplaints/infoQuery', { params: { query }, signal })),
  },
  // Safety clues (pages/activity): the second factor is the mobile number or an anonymous clue's 查询码.
  XS: {
    name: '安全线索',
    query: (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/columnclues/infoQuery', { params: { query }, signal })),
  },
};

/** 受理编号: two capital letters, the day yyyyMMdd and a sequence of 4 digits or more past 9,999 a day (openapi TrackingNo). */
export const TRACKING_NO = /^[A-Z]{2}\d{12,16}$/;
export const normaliseTrackingNo = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** One message for an unknown number, a number of another kind and a wrong pair alike (contract: 4040 for both). */
export const NOT_FOUND_MESSAGE = '未查询到相关办件，请核对受理编号和验证信息后重试';

export class SubmissionNotFound extends Error {
  constructor() {
    super(NOT_FOUND_MESSAGE);
    this.name = 'SubmissionNotFound';
  }
}

/**
 * Looks one submission up among `prefixes`. A number of another kind never reaches the back end and
 * answers like a wrong pair, so the page never tells which numbers exist.
 */
export async function lookUpSubmission(prefixes: readonly SubmissionPrefix[], trackingNo: string, verifier: string): Promise<SubmissionProgress> {
  const number = normaliseTrackingNo(trackingNo);
  const prefix = number.slice(0, 2) as SubmissionPrefix;
  if (!TRACKING_NO.test(number) || !prefixes.includes(prefix)) throw new SubmissionNotFound();
  try {
    return await SUBMISSION_KINDS[prefix].query({ trackingNo: number, verifier: verifier.trim() });
  } catch (error) {
    if (isPortalError(error) && error.kind === 'notFound') throw new SubmissionNotFound();
    throw error;
  }
}

