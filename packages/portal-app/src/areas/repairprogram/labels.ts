// The program's words for what the contract sends as codes.
import type { Schemas } from '@credit-portal/api-client';

export const KIND_NAMES: Readonly<Record<Schemas['RepairRecordKind'], string>> = { penalty: '行政处罚', dishonest: '失信被执行人' };

/** The repair bases of the contract (RepairCancelBasis), in its order. */
export const BASES: readonly Schemas['RepairCancelBasis'][] = ['履行处罚决定并作出信用承诺', '参加信用修复培训', '提交信用报告', '最短公示期届满', '处罚决定被撤销或变更'];

export const BATCH_STATUS_NAMES: Readonly<Record<Schemas['RepairBatchRowStatus'], string>> = {
  found: '已找到',
  alreadyCancelled: '已撤销公示',
  notFound: '未找到',
  invalid: '格式有误',
};

export const detailHref = (kind: Schemas['RepairRecordKind'], id: string): string => `/repair-program-detail?kind=${kind}&id=${id}`;
/** The operators' page of one repair application, with its history. */
export const applicationHref = (id: string): string => `/repair-program-application?id=${id}`;
/** The statuses of an application (RepairApplicationStatus), in its order. */
export const APPLICATION_STATUSES: readonly Schemas['RepairApplicationStatus'][] = ['待审核', '已通过', '已驳回'];
export const cancelHref = (kind: Schemas['RepairRecordKind'], id: string): string => `/repair-program-single-cancel?kind=${kind}&id=${id}`;

/** The record kind of an address's `kind`, when it is one. */
export const kindOf = (value: string | null): Schemas['RepairRecordKind'] | null => (value === 'penalty' || value === 'dishonest' ? value : null);
/** A record id of an address, when it is one. */
export const recordIdOf = (value: string | null): string | null => (value && /^\d{1,18}$/.test(value) ? value : null);
