// The store every citizen submission shares (complaints, objections, corrections, clues, and the
// commitment-side submissions that build on it): one table with a kind column, the searchable and
// verifying fields as indexed columns, everything else of the form as JSON. One table because the
// acceptance workflow (待受理 → 受理中 → 已办结), the tracking number and the two inquiry shapes
// (infoPage, infoQuery) are the same for every kind; the forms differ only in fields nobody filters on.
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { formatCst } from '../../kernel/time.js';
import { groupCommit } from '../../kernel/group-commit.js';
import { nextTrackingNo } from '../../kernel/sql.js';
import { offsetOf, type Page } from '../../kernel/paging.js';
import { fail, ok, type JsonReply } from '../../kernel/reply.js';
import { lookupLock, lookupLocked } from '../../kernel/lookup-lock.js';
import type { Handler, SignedInHandler } from '../../kernel/handler.js';

export type SubmissionStatus = '待受理' | '受理中' | '已办结';

export interface NewSubmission {
  kind: string;
  prefix: string;
  userId: number | null;
  enterpriseId?: number | null;
  personId?: number | null;
  title: string;
  subjectName?: string | null;
  subjectCode?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  queryCode?: string | null;
  payload: unknown;
  /** ms since the epoch */
  at: number;
  /** Seeded history sets a later state; new submissions start 待受理. */
  status?: SubmissionStatus;
  handleUnit?: string | null;
  acceptTime?: string | null;
  finishTime?: string | null;
  result?: string | null;
}

export interface StoredSubmission {
  trackingNo: string;
  status: SubmissionStatus;
  submitTime: string;
}

/** Stores a submission with the next tracking number (one transaction: one sync to disk, no gap on failure). */
export function insertSubmission(db: Database, s: NewSubmission): StoredSubmission {
  return db.transaction(() => storeSubmission(db, s))();
}

/**
 * Stores a visitor's submission with the next tracking number, in the transaction its turn of the event
 * loop shares with the other writes of that turn (kernel/group-commit.ts: one sync to disk for them all);
 * resolves once it is on disk, so the receipt is never sent for a submission that a crash could lose.
 */
export function submitSubmission(db: Database, s: NewSubmission): Promise<StoredSubmission> {
  return groupCommit(db, () => storeSubmission(db, s));
}

function storeSubmission(db: Database, s: NewSubmission): StoredSubmission {
  const trackingNo = nextTrackingNo(db, s.prefix, s.at, 'submission', 'tracking_no');
  const submitTime = formatCst(s.at);
  const status = s.status ?? '待受理';
  db.prepare(
    `INSERT INTO submission (kind, tracking_no, user_id, enterprise_id, person_id, title, subject_name, subject_code,
       contact_name, contact_phone, query_code, status, handle_unit, accept_time, finish_time, result, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    s.kind, trackingNo, s.userId, s.enterpriseId ?? null, s.personId ?? null, s.title, s.subjectName ?? null,
    s.subjectCode ?? null, s.contactName ?? null, s.contactPhone ?? null, s.queryCode ?? null, status,
    s.handleUnit ?? null, s.acceptTime ?? null, s.finishTime ?? null, s.result ?? null, JSON.stringify(s.payload), submitTime,
  );
  return { trackingNo, status, submitTime };
}

/**
 * A 12-digit 查询码 for an anonymous submission; shown once, in the answer to the submission. With five
 * tries per 15 minutes (kernel/lookup-lock.ts), 10^12 codes are not found by guessing.
 */
export const newQueryCode = (): string => String(randomInt(0, 1_000_000_000_000)).padStart(12, '0');

const PROGRESS_COLUMNS = `tracking_no AS trackingNo, title, subject_name AS subjectName, status,
  created_at AS submitTime, accept_time AS acceptTime, finish_time AS finishTime, handle_unit AS handleUnit, result`;

export interface SubmissionProgress {
  trackingNo: string;
  title: string;
  subjectName: string | null;
  status: SubmissionStatus;
  submitTime: string;
  acceptTime: string | null;
  finishTime: string | null;
  handleUnit: string | null;
  result: string | null;
}

/** `T` as `compact` leaves it: properties that may be null become optional and never null. */
export type Compact<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/** Drops absent optional fields, so answers carry only what is known (the contract has no nulls here). */
export function compact<T extends object>(row: T): Compact<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as Compact<T>;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  status?: SubmissionStatus;
}

/** infoPage: the logged-in visitor's own submissions of one kind, newest first. */
export function ownSubmissionPage(db: Database, kinds: readonly string[], userId: number, query: PageQuery): Page<Compact<SubmissionProgress>> {
  const where = [`kind IN (${kinds.map(() => '?').join(', ')})`, 'user_id = ?'];
  const args: unknown[] = [...kinds, userId];
  if (query.status) {
    where.push('status = ?');
    args.push(query.status);
  }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM submission WHERE ${filter}`).get(...args) as { total: number };
  const records = (
    db
      .prepare(
        `SELECT ${PROGRESS_COLUMNS} FROM submission WHERE ${filter}
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, query.pageSize, offsetOf(query.pageNo, query.pageSize)) as SubmissionProgress[]
  ).map(compact);
  return { records, total, size: query.pageSize, current: query.pageNo };
}

/** What a look-up by tracking number finds: the submission, nothing (4040), or the lock's answer. */
export type Lookup = { found: Compact<SubmissionProgress> } | { refused: JsonReply<never> };

/**
 * infoQuery: one submission by its tracking number and a second factor (the phone, the ID or credit
 * code used, or the anonymous 查询码). A wrong pair and an unknown number answer alike (4040), so the
 * tracking numbers cannot be probed on their own; five wrong second factors within 15 minutes lock the
 * number's look-up for 15 minutes, known number or not (kernel/lookup-lock.ts).
 */
export function findByTrackingNo(db: Database, kinds: readonly string[], trackingNo: string, verifier: string, now: number): Lookup {
  const number = trackingNo.trim().toUpperCase();
  const code = verifier.trim().toUpperCase();
  const row = db
    .prepare(
      `SELECT ${PROGRESS_COLUMNS}, contact_phone AS phone, upper(subject_code) AS subjectCode, query_code AS queryCode FROM submission
       WHERE tracking_no = ? AND kind IN (${kinds.map(() => '?').join(', ')})`,
    )
    .get(number, ...kinds) as (SubmissionProgress & { phone: string | null; subjectCode: string | null; queryCode: string | null }) | undefined;
  const lock = lookupLock(db, 'submission');
  const exists = row !== undefined;
  const locked = lock.lockedUntil(number, exists, now);
  if (locked !== null) return { refused: lookupLocked(locked, now) };
  if (row && (code === row.phone || code === row.subjectCode || code === row.queryCode)) {
    const { phone: _phone, subjectCode: _subjectCode, queryCode: _queryCode, ...progress } = row;
    return { found: compact(progress) };
  }
  const lockedNow = lock.fail(number, exists, now);
  return { refused: lockedNow !== null ? lookupLocked(lockedNow, now) : fail(4040) };
}

/**
 * Attachments are ids of files uploaded beforehand (features/files): each must exist and be the
 * requester's own upload or an anonymous one, so nobody attaches another visitor's private file.
 * Returns the field's message, or null when every id is usable.
 */
export function attachmentProblem(db: Database, fileIds: readonly string[] | undefined, requesterId: number | null): string | null {
  if (!fileIds || fileIds.length === 0) return null;
  const rows = db
    .prepare(`SELECT id, owner_id AS ownerId FROM file_object WHERE id IN (${fileIds.map(() => '?').join(', ')})`)
    .all(...fileIds) as { id: string; ownerId: number | null }[];
  const usable = new Set(rows.filter((row) => row.ownerId === null || row.ownerId === requesterId).map((row) => row.id));
  return fileIds.every((id) => usable.has(id)) ? null : '附件不存在或已失效，请重新上传';
}

/** The visitor's own submissions of a kind (infoPage), one operation per kind; all answer the same page. */
type InfoPageId =
  | 'getCreditComplaintInfoPage'
  | 'getEnterpriseLegalPersonObjectionInfoPage'
  | 'getOtherLegalPersonObjectionInfoPage'
  | 'getNaturePersonObjectionInfoPage'
  | 'getCorrectionInfoPage'
  | 'getColumnCluesInfoPage'
  | 'getCommitmentFeedbackInfoPage'
  | 'getCreditDeclareInfoPage'
  | 'getIndependentDeclarationInfoPage'
  | 'getRiskPersonDeclareInfoPage';

/** One submission of a kind by tracking number (infoQuery), one operation per kind. */
type InfoQueryId =
  | 'queryCreditComplaintInfo'
  | 'queryEnterpriseLegalPersonObjectionInfo'
  | 'queryOtherLegalPersonObjectionInfo'
  | 'queryNaturePersonObjectionInfo'
  | 'queryCorrectionInfo'
  | 'queryColumnCluesInfo'
  | 'queryCommitmentFeedbackInfo'
  | 'queryCreditDeclareInfo'
  | 'queryIndependentDeclarationInfo'
  | 'queryRiskPersonDeclareInfo';

/** infoPage of one kind (login required). */
export const infoPage =
  (kind: string): SignedInHandler<InfoPageId> =>
  ({ query, user }, { db }) =>
    ok(ownSubmissionPage(db, [kind], user.id, query));

/** infoQuery of one kind: 4040 for an unknown number and for a wrong second factor alike; 202 while locked. */
export const infoQuery =
  (kind: string): Handler<InfoQueryId> =>
  ({ query }, { db, now }) => {
    const lookup = findByTrackingNo(db, [kind], query.trackingNo, query.verifier, now());
    return 'found' in lookup ? ok(lookup.found) : lookup.refused;
  };

/**
 * A clue's detail by tracking number and second factor (columnclues/detail): its progress and what was
 * reported; never the reporter's name or phone. 4040 for an unknown number and a wrong pair alike.
 */
export const clueDetail: Handler<'getColumnClueDetail'> = ({ query }, { db, now }) => {
  const lookup = findByTrackingNo(db, ['safetyClue'], query.trackingNo, query.verifier, now());
  if (!('found' in lookup)) return lookup.refused;
  const { found } = lookup;
  const { payload } = db.prepare('SELECT payload FROM submission WHERE tracking_no = ?').get(found.trackingNo) as { payload: string };
  const form = JSON.parse(payload) as { clueType: '食品' | '药品' | '农产品' | '电子保函'; targetName: string; address: string; description: string; anonymous: boolean; fileIds?: string[] };
  return ok({
    ...found,
    clueType: form.clueType,
    targetName: form.targetName,
    address: form.address,
    description: form.description,
    anonymous: form.anonymous,
    fileCount: form.fileIds?.length ?? 0,
  });
};
