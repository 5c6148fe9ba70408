// The enterprises' online repair applications (信用中国's 信用修复申请 per record): an enterprise applies for
// one of its own publicised penalty records, an operator accepts (the publicity ends) or rejects it.
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import type { OperatorSession } from '../../kernel/session.js';
import { formatCst } from '../../kernel/time.js';
import { Filter, nextTrackingNo } from '../../kernel/sql.js';
import { maskPhone } from '../auth/handlers.js';
import { endPublicity } from './records.js';
import { applicationHistory, operatorName, recordEvent, type ApplicationEvent } from './history.js';

export type RepairApplication = Schema<'RepairApplication'>;

const APPLICATION_SELECT = `
  SELECT a.id, a.apply_no AS applyNo, a.kind, CAST(a.record_id AS TEXT) AS recordId, e.name AS subjectName, e.credit_code AS creditCode,
         p.document_no AS documentNo, p.violation_type AS title, a.contact_name AS contactName, a.contact_phone AS contactPhone,
         a.statement, a.commitment_signed AS commitmentSigned, a.status, a.apply_time AS applyTime, a.decision_reason AS decisionReason,
         a.decision_time AS decisionTime, CASE WHEN o.id IS NULL THEN NULL ELSE o.name || '（' || o.account || '）' END AS decisionOperator
    FROM repair_application a JOIN enterprise e ON e.id = a.enterprise_id
    JOIN dp_penalty p ON p.id = a.record_id
    LEFT JOIN repair_operator o ON o.id = a.decision_operator_id`;

export type ApplicationRow = Omit<RepairApplication, 'id' | 'attachments' | 'commitmentSigned'> & { id: number; commitmentSigned: number };

function complete(db: Database, rows: ApplicationRow[], masked: boolean): RepairApplication[] {
  const files = db.prepare(
    `SELECT f.id, f.name, f.size FROM repair_application_file af JOIN file_object f ON f.id = af.file_id
      WHERE af.application_id = ? ORDER BY f.created_at, f.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    commitmentSigned: row.commitmentSigned === 1,
    contactPhone: masked ? maskPhone(row.contactPhone) : row.contactPhone,
    attachments: files.all(row.id) as Schema<'RepairAttachment'>[],
  }));
}

/** What the operators' list and its export filter by (the contract's getRepairProgramApplications). */
export interface ApplicationFilter {
  status?: Schema<'RepairApplicationStatus'>;
  /** Words of the number, the applicant (name, code, contact) or the record (number, violation): each must occur in one. */
  keyword?: string;
  userId?: number;
  recordId?: number;
}

/** The columns a keyword searches: the application's number, the applicant, the record. */
const KEYWORD_COLUMNS = ['a.apply_no', 'e.name', 'e.credit_code', 'a.contact_name', 'p.document_no', 'p.violation_type'] as const;

function applicationFilter(q: ApplicationFilter): Filter {
  const filter = new Filter();
  if (q.status) filter.add('a.status = ?', q.status);
  if (q.userId !== undefined) filter.add('a.user_id = ?', q.userId);
  if (q.recordId !== undefined) filter.add("a.kind = 'penalty' AND a.record_id = ?", q.recordId);
  filter.words(q.keyword, KEYWORD_COLUMNS);
  return filter;
}

/** The operators' order: pending first, oldest first (first come, first decided); then the decided, newest first. */
const OPERATOR_ORDER = "CASE a.status WHEN '待审核' THEN 0 ELSE 1 END, CASE WHEN a.status = '待审核' THEN a.apply_time END, a.decision_time DESC, a.id DESC";

/** Applications of a filter, `limit` from `offset`, with how many match in all. */
export function applicationRows(
  db: Database,
  q: ApplicationFilter,
  limit: number,
  offset: number,
): { rows: ApplicationRow[]; total: number } {
  const filter = applicationFilter(q);
  // The count joins only what a keyword needs (the applicant and the record).
  const from = q.keyword?.trim()
    ? 'repair_application a JOIN enterprise e ON e.id = a.enterprise_id JOIN dp_penalty p ON p.id = a.record_id'
    : 'repair_application a';
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from} ${filter.sql}`).get(...filter.args) as { total: number };
  const order = q.userId !== undefined || q.recordId !== undefined ? 'a.apply_time DESC, a.id DESC' : OPERATOR_ORDER;
  const rows = total <= offset ? [] : (db.prepare(`${APPLICATION_SELECT} ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...filter.args, limit, offset) as ApplicationRow[]);
  return { rows, total };
}

/** A page of applications: the operators' (pending first, oldest first; then the decided, newest first) or one user's. */
export function applicationPage(db: Database, q: ApplicationFilter & { pageNo: number; pageSize: number }): { records: RepairApplication[]; total: number } {
  const { rows, total } = applicationRows(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return { records: complete(db, rows, q.userId !== undefined), total };
}

export const applicationById = (db: Database, id: number | string): RepairApplication | undefined =>
  complete(db, db.prepare(`${APPLICATION_SELECT} WHERE a.id = ?`).all(id) as ApplicationRow[], false)[0];

/**
 * Whether a penalty's holder may apply online to repair it (the contract's PenaltyRecord.repairable), as an SQL
 * expression over the penalty table's `alias` (1 or 0): still publicised, and no application of it waiting for
 * a decision. The same conditions applyCreditRepair checks.
 */
export const repairableSql = (alias: string): string =>
  `(${alias}.publicity_ended_at IS NULL AND NOT EXISTS (SELECT 1 FROM repair_application ra WHERE ra.kind = 'penalty' AND ra.record_id = ${alias}.id AND ra.status = '待审核'))`;

/** Which of the penalties `ids` are repairable (repairableSql's rule). */
export function penaltiesRepairable(db: Database, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = db
    .prepare(`SELECT p.id FROM dp_penalty p WHERE p.id IN (${ids.map(() => '?').join(', ')}) AND ${repairableSql('p')}`)
    .all(...ids) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** An application with its history (the operators' page of one application). */
export function applicationDetail(db: Database, id: number | string): Schema<'RepairApplicationDetail'> | undefined {
  const application = applicationById(db, id);
  return application && { ...application, history: applicationHistory(db, id) };
}

/** The enterprise's penalty records still publicised, with its latest application for each. */
export function repairableRecords(db: Database, enterpriseId: number): Schema<'RepairMyRecord'>[] {
  return db
    .prepare(
      `SELECT CAST(p.id AS TEXT) AS recordId, p.document_no AS documentNo, p.violation_type AS title, p.organ_name AS organName,
              p.decision_date AS decisionDate, p.content,
              (SELECT a.status FROM repair_application a WHERE a.kind = 'penalty' AND a.record_id = p.id ORDER BY a.apply_time DESC, a.id DESC LIMIT 1) AS applicationStatus,
              (SELECT a.apply_no FROM repair_application a WHERE a.kind = 'penalty' AND a.record_id = p.id ORDER BY a.apply_time DESC, a.id DESC LIMIT 1) AS applyNo
         FROM dp_penalty p WHERE p.enterprise_id = ? AND p.publicity_ended_at IS NULL ORDER BY p.decision_date DESC, p.id DESC LIMIT 200`,
    )
    .all(enterpriseId) as Schema<'RepairMyRecord'>[];
}

export interface NewApplication {
  recordId: number;
  userId: number | null;
  enterpriseId: number;
  contactName: string;
  contactPhone: string;
  statement: string;
  fileIds: readonly string[];
}

/** Files the application an enterprise made; answers its id and number. */
export function insertApplication(db: Database, at: number, application: NewApplication): { id: number; applyNo: string; applyTime: string } {
  const applyNo = nextTrackingNo(db, 'XYXF', at, 'repair_application', 'apply_no');
  const applyTime = formatCst(at);
  const id = Number(
    db
      .prepare(
        `INSERT INTO repair_application (apply_no, kind, record_id, user_id, enterprise_id, contact_name, contact_phone, statement,
                                         commitment_signed, status, apply_time)
         VALUES (?, 'penalty', ?, ?, ?, ?, ?, ?, 1, '待审核', ?)`,
      )
      .run(applyNo, application.recordId, application.userId, application.enterpriseId, application.contactName, application.contactPhone,
        application.statement, applyTime).lastInsertRowid,
  );
  const attach = db.prepare('INSERT INTO repair_application_file (application_id, file_id) VALUES (?, ?)');
  for (const fileId of application.fileIds) attach.run(id, fileId);
  const subject = db.prepare('SELECT name FROM enterprise WHERE id = ?').get(application.enterpriseId) as { name: string } | undefined;
  recordEvent(db, at, id, {
    actor: `${application.contactName}（${subject?.name ?? '申请人'}）`, role: 'applicant', action: '提交申请', status: '待审核', note: application.statement,
  });
  return { id, applyNo, applyTime };
}

/**
 * An operator's decision: accept ends the record's publicity (a cancellation of source 修复申请), reject keeps
 * it. False when the application was decided already.
 */
export function decideApplication(
  db: Database,
  now: number,
  operator: OperatorSession,
  id: number,
  decision: 'accept' | 'reject',
  reason: string,
): boolean {
  const row = db.prepare("SELECT record_id AS recordId FROM repair_application WHERE id = ? AND status = '待审核'").get(id) as
    | { recordId: number }
    | undefined;
  if (!row) return false;
  const status = decision === 'accept' ? '已通过' : '已驳回';
  db.prepare('UPDATE repair_application SET status = ?, decision_reason = ?, decision_time = ?, decision_operator_id = ? WHERE id = ?').run(
    status, reason, formatCst(now), operator.id, id,
  );
  recordEvent(db, now, id, { actor: operatorName(operator), role: 'operator', action: decision === 'accept' ? '通过' : '驳回', status, note: reason, operatorId: operator.id });
  if (decision === 'accept') {
    endPublicity(db, now, operator, { kind: 'penalty', recordId: row.recordId, basis: '履行处罚决定并作出信用承诺', reason, source: '修复申请', applicationId: id });
  }
  return true;
}

/** An operator's note on an application: a step of its history that changes no status. False for an unknown application. */
export function noteApplication(db: Database, now: number, operator: OperatorSession, id: number, note: string): boolean {
  const row = db.prepare('SELECT status FROM repair_application WHERE id = ?').get(id) as { status: ApplicationEvent['status'] } | undefined;
  if (!row) return false;
  recordEvent(db, now, id, { actor: operatorName(operator), role: 'operator', action: '备注', status: row.status, note, operatorId: operator.id });
  return true;
}
