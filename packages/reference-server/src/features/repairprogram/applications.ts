// The enterprises' online repair applications (信用中国's 信用修复申请 per record): an enterprise applies for
// one of its own publicised penalty records, an operator accepts (the publicity ends) or rejects it.
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import type { OperatorSession } from '../../kernel/session.js';
import { formatCst } from '../../kernel/time.js';
import { nextTrackingNo } from '../../kernel/sql.js';
import { maskPhone } from '../auth/handlers.js';
import { endPublicity } from './records.js';

export type RepairApplication = Schema<'RepairApplication'>;

const APPLICATION_SELECT = `
  SELECT a.id, a.apply_no AS applyNo, a.kind, CAST(a.record_id AS TEXT) AS recordId, e.name AS subjectName, e.credit_code AS creditCode,
         p.document_no AS documentNo, p.violation_type AS title, a.contact_name AS contactName, a.contact_phone AS contactPhone,
         a.statement, a.commitment_signed AS commitmentSigned, a.status, a.apply_time AS applyTime, a.decision_reason AS decisionReason,
         a.decision_time AS decisionTime, CASE WHEN o.id IS NULL THEN NULL ELSE o.name || '（' || o.account || '）' END AS decisionOperator
    FROM repair_application a JOIN enterprise e ON e.id = a.enterprise_id
    JOIN dp_penalty p ON p.id = a.record_id
    LEFT JOIN repair_operator o ON o.id = a.decision_operator_id`;

type ApplicationRow = Omit<RepairApplication, 'id' | 'attachments' | 'commitmentSigned'> & { id: number; commitmentSigned: number };

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

/** A page of applications: the operators' (pending first, oldest first; then the decided, newest first) or one user's. */
export function applicationPage(
  db: Database,
  q: { pageNo: number; pageSize: number; status?: Schema<'RepairApplicationStatus'>; userId?: number; kind?: string; recordId?: number },
): { records: RepairApplication[]; total: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    args.push(value);
  };
  if (q.status) add('a.status = ?', q.status);
  if (q.userId !== undefined) add('a.user_id = ?', q.userId);
  if (q.recordId !== undefined) add("a.kind = 'penalty' AND a.record_id = ?", q.recordId);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT count(*) AS total FROM repair_application a ${filter}`).get(...args) as { total: number };
  const order =
    q.userId !== undefined || q.recordId !== undefined
      ? 'a.apply_time DESC, a.id DESC'
      : "CASE a.status WHEN '待审核' THEN 0 ELSE 1 END, CASE WHEN a.status = '待审核' THEN a.apply_time END, a.decision_time DESC, a.id DESC";
  const rows = db
    .prepare(`${APPLICATION_SELECT} ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as ApplicationRow[];
  return { records: complete(db, rows, q.userId !== undefined), total };
}

export const applicationById = (db: Database, id: number | string): RepairApplication | undefined =>
  complete(db, db.prepare(`${APPLICATION_SELECT} WHERE a.id = ?`).all(id) as ApplicationRow[], false)[0];

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
  db.prepare('UPDATE repair_application SET status = ?, decision_reason = ?, decision_time = ?, decision_operator_id = ? WHERE id = ?').run(
    decision === 'accept' ? '已通过' : '已驳回', reason, formatCst(now), operator.id, id,
  );
  if (decision === 'accept') {
    endPublicity(db, now, operator, { kind: 'penalty', recordId: row.recordId, basis: '履行处罚决定并作出信用承诺', reason, source: '修复申请', applicationId: id });
  }
  return true;
}
