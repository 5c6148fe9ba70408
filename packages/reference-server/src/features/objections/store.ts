// The store every citizen submission shares (complaints, objections, corrections, clues, and the
// commitment-side submissions that build on it): one table with a kind column, the searchable and
// verifying fields as indexed columns, everything else of the form as JSON. One table because the
// acceptance workflow (待受理 → 受理中 → 已办结), the tracking number and the two inquiry shapes
// (infoPage, infoQuery) are the same for every kind; the forms differ only in fields nobody filters on.
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { JsonReply } from '../../http/reply.js';
import { RESULT_MESSAGES } from '../../envelope.js';
import { formatCst } from '../../time.js';

export const SUBMISSION_SCHEMA = `
  CREATE TABLE submission (
    id            INTEGER PRIMARY KEY,
    kind          TEXT NOT NULL,
    tracking_no   TEXT NOT NULL UNIQUE,                  -- 受理编号: prefix + yyyyMMdd + daily sequence (4 digits, more past 9999)
    user_id       INTEGER REFERENCES user_account(id),   -- NULL for anonymous or not-logged-in submissions
    enterprise_id INTEGER REFERENCES enterprise(id),     -- the subject concerned, when it is a known one
    person_id     INTEGER REFERENCES person(id),
    title         TEXT NOT NULL,                         -- what lists show
    subject_name  TEXT,                                  -- 被投诉主体 / 异议主体 / 被举报对象 …
    subject_code  TEXT,                                  -- its credit code or ID number (second factor of infoQuery)
    contact_name  TEXT,
    contact_phone TEXT,                                  -- second factor of infoQuery
    query_code    TEXT,                                  -- 查询码 for anonymous submissions (no phone to verify with)
    status        TEXT NOT NULL CHECK (status IN ('待受理', '受理中', '已办结')),
    handle_unit   TEXT,                                  -- 承办单位
    accept_time   TEXT,
    finish_time   TEXT,
    result        TEXT,                                  -- 处理结果, set when 已办结
    payload       TEXT NOT NULL,                         -- the whole form as submitted (JSON)
    created_at    TEXT NOT NULL
  );
  CREATE INDEX submission_by_user ON submission(kind, user_id, created_at DESC, id DESC);
  CREATE INDEX submission_by_kind ON submission(kind, created_at DESC, id DESC);
`;

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

/**
 * `TS` + `20261122` + `0001`: the next number of the day (China Standard Time) for that prefix. Other
 * numbered records (commitments, messages) pass their own table and column. The sequence has at least
 * four digits and widens when a day needs more (…9999, …10000, …10001): the contract's pattern is
 * `^[A-Z]{2}\d{12,16}$`. The last number given per table, prefix and day is kept in tracking_sequence;
 * a stem it does not know yet (numbers given before the table existed) starts after the largest
 * number of that day already stored.
 */
export function nextTrackingNo(db: Database, prefix: string, at: number, table = 'submission', column = 'tracking_no'): string {
  const day = formatCst(at).slice(0, 10).replace(/-/g, '');
  const stem = `${prefix}${day}`;
  const key = `${table}.${column}:${stem}`;
  const next = db.transaction((): number => {
    const known = db.prepare('SELECT last FROM tracking_sequence WHERE stem = ?').get(key) as { last: number } | undefined;
    // The unique index on the number serves this range scan: stem + digits sorts below stem + ':'.
    const last =
      known?.last ??
      (
        db
          .prepare(`SELECT coalesce(max(CAST(substr(${column}, ?) AS INTEGER)), 0) AS last FROM ${table} WHERE ${column} > ? AND ${column} < ?`)
          .get(stem.length + 1, stem, `${stem}:`) as { last: number }
      ).last;
    db.prepare('INSERT INTO tracking_sequence (stem, last) VALUES (?, ?) ON CONFLICT (stem) DO UPDATE SET last = excluded.last').run(key, last + 1);
    return last + 1;
  })();
  return `${stem}${String(next).padStart(4, '0')}`;
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

function storeSubmission(db: Database, s: NewSubmission): StoredSubmission {
  const trackingNo = nextTrackingNo(db, s.prefix, s.at);
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

/** A 6-digit 查询码 for an anonymous submission; shown once, in the answer to the submission. */
export const newQueryCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

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

/** Drops absent optional fields, so answers carry only what is known (the contract has no nulls here). */
export function compact<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  status?: SubmissionStatus;
}

/** infoPage: the logged-in visitor's own submissions of one kind, newest first. */
export function ownSubmissionPage(db: Database, kinds: readonly string[], userId: number, query: PageQuery) {
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
      .all(...args, query.pageSize, Math.min((query.pageNo - 1) * query.pageSize, Number.MAX_SAFE_INTEGER)) as SubmissionProgress[]
  ).map(compact);
  return { records, total, size: query.pageSize, current: query.pageNo };
}

/**
 * infoQuery: one submission by its tracking number and a second factor (the phone, the ID or credit
 * code used, or the anonymous 查询码). A wrong pair and an unknown number answer alike, so the
 * tracking numbers cannot be probed on their own.
 */
export function findByTrackingNo(db: Database, kinds: readonly string[], trackingNo: string, verifier: string): SubmissionProgress | undefined {
  const code = verifier.trim().toUpperCase();
  const row = db
    .prepare(
      `SELECT ${PROGRESS_COLUMNS} FROM submission
       WHERE tracking_no = ? AND kind IN (${kinds.map(() => '?').join(', ')})
         AND (contact_phone = ? OR upper(subject_code) = ? OR query_code = ?)`,
    )
    .get(trackingNo.trim().toUpperCase(), ...kinds, code, code, code) as SubmissionProgress | undefined;
  return row ? (compact(row) as SubmissionProgress) : undefined;
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

/**
 * A check the schema cannot make (check characters, ownership): 202 with the field's message, over HTTP 200
 * as the operations' 200 answers say ("or 202 when a check of the server fails") and as the other features
 * answer their own checks. HTTP 400 stays for requests that break the contract (contract/router.ts).
 * `msg` repeats the first message so that a toast can show it alone.
 */
export function invalid(errors: Record<string, string>): JsonReply {
  return { kind: 'json', status: 200, body: { code: 202, msg: Object.values(errors)[0] ?? RESULT_MESSAGES[202], errors } };
}
