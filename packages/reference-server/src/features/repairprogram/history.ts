// The history of each repair application (repair_application_event): every state change and note, with who,
// when and why, written when it happens and never changed afterwards. The operators read it on the
// application's page; it is apart from the audit log, which records every operator action of the program.
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import type { OperatorSession } from '../../kernel/session.js';
import { formatCst } from '../../kernel/time.js';

/**
 * The table, a migration of its own (db/schema.ts): applications filed and decided before it existed get
 * their 提交申请 and decision steps from the application's own columns, and a restored cancellation of an
 * accepted application its 恢复公示 step.
 */
export const APPLICATION_HISTORY_TABLE = `
  CREATE TABLE repair_application_event (
    id             INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES repair_application(id),
    time           TEXT NOT NULL,
    operator_id    INTEGER REFERENCES repair_operator(id),   -- NULL for the applicant's steps
    actor          TEXT NOT NULL,
    role           TEXT NOT NULL CHECK (role IN ('applicant', 'operator')),
    action         TEXT NOT NULL CHECK (action IN ('提交申请', '备注', '通过', '驳回', '恢复公示')),
    status         TEXT NOT NULL CHECK (status IN ('待审核', '已通过', '已驳回')),
    note           TEXT NOT NULL
  );
  CREATE INDEX repair_application_event_by_application ON repair_application_event(application_id, time, id);
  INSERT INTO repair_application_event (application_id, time, operator_id, actor, role, action, status, note)
    SELECT a.id, a.apply_time, NULL, a.contact_name || '（' || e.name || '）', 'applicant', '提交申请', '待审核', a.statement
      FROM repair_application a JOIN enterprise e ON e.id = a.enterprise_id;
  INSERT INTO repair_application_event (application_id, time, operator_id, actor, role, action, status, note)
    SELECT a.id, a.decision_time, o.id, o.name || '（' || o.account || '）', 'operator', CASE a.status WHEN '已通过' THEN '通过' ELSE '驳回' END,
           a.status, coalesce(a.decision_reason, '')
      FROM repair_application a JOIN repair_operator o ON o.id = a.decision_operator_id WHERE a.decision_time IS NOT NULL;
  INSERT INTO repair_application_event (application_id, time, operator_id, actor, role, action, status, note)
    SELECT c.application_id, c.restore_time, o.id, o.name || '（' || o.account || '）', 'operator', '恢复公示', a.status, coalesce(c.restore_reason, '')
      FROM repair_cancellation c JOIN repair_application a ON a.id = c.application_id JOIN repair_operator o ON o.id = c.restore_operator_id
     WHERE c.restore_time IS NOT NULL;
`;

export type ApplicationEvent = Schema<'RepairApplicationEvent'>;

/** One step of an application's history: who, what, when, why and the status after it. Never changed afterwards. */
export function recordEvent(
  db: Database,
  at: number,
  applicationId: number,
  event: { actor: string; role: ApplicationEvent['role']; action: ApplicationEvent['action']; status: ApplicationEvent['status']; note: string; operatorId?: number | null },
): void {
  db.prepare(
    'INSERT INTO repair_application_event (application_id, time, operator_id, actor, role, action, status, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(applicationId, formatCst(at), event.operatorId ?? null, event.actor, event.role, event.action, event.status, event.note);
}

/** The operator as the history names them: 陈丽娟（xfcz01）. */
export const operatorName = (operator: Pick<OperatorSession, 'name' | 'account'>): string => `${operator.name}（${operator.account}）`;

/** An application's history, oldest first. */
export const applicationHistory = (db: Database, id: number | string): ApplicationEvent[] =>
  db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, time, actor, role, action, status, note FROM repair_application_event
        WHERE application_id = ? ORDER BY time, id`,
    )
    .all(id) as ApplicationEvent[];

/** Adds the 恢复公示 step to the application a restored cancellation came from, if it came from one. */
export function recordRestoreOfApplication(db: Database, at: number, operator: OperatorSession, cancellationId: number, reason: string): void {
  const row = db
    .prepare('SELECT a.id, a.status FROM repair_cancellation c JOIN repair_application a ON a.id = c.application_id WHERE c.id = ?')
    .get(cancellationId) as { id: number; status: ApplicationEvent['status'] } | undefined;
  if (row) recordEvent(db, at, row.id, { actor: operatorName(operator), role: 'operator', action: '恢复公示', status: row.status, note: reason, operatorId: operator.id });
}
