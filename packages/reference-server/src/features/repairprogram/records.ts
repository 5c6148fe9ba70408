// The records the program works on (行政处罚 of the dual publicity, 失信被执行人), their cancellations of
// publicity and how one is made or restored. Ending the publicity sets the record's publicity_ended_at, which
// every public list, detail and the credit report leave out (doublepublicity, publicity, archives), at once.
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import type { OperatorSession } from '../../kernel/session.js';
import { Filter } from '../../kernel/sql.js';
import { formatCst } from '../../kernel/time.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { recordRestoreOfApplication } from './history.js';

export type RecordKind = Schema<'RepairRecordKind'>;
export type Cancellation = Schema<'RepairCancellation'>;
export type RecordSummary = Schema<'RepairRecordSummary'>;

/** Each kind's table, its subject and its columns as a RecordSummary. */
export const SOURCES: Readonly<Record<RecordKind, { table: string; from: string; select: string; words: readonly string[]; order: string }>> = {
  penalty: {
    table: 'dp_penalty',
    from: 'dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id',
    select: `'penalty' AS kind, CAST(p.id AS TEXT) AS id, e.name AS subjectName, e.credit_code AS creditCode,
      p.document_no AS documentNo, p.violation_type AS title, p.organ_name AS organName, p.decision_date AS decisionDate,
      CASE WHEN p.publicity_ended_at IS NULL THEN '公示中' ELSE '已撤销公示' END AS publicityStatus`,
    words: ['e.name', 'e.credit_code', 'p.document_no'],
    order: 'p.decision_date DESC, p.id DESC',
  },
  dishonest: {
    table: 'dishonest_debtor',
    from: 'dishonest_debtor p LEFT JOIN enterprise e ON e.id = p.enterprise_id LEFT JOIN person n ON n.id = p.person_id',
    select: `'dishonest' AS kind, CAST(p.id AS TEXT) AS id, coalesce(e.name, n.name) AS subjectName, coalesce(e.credit_code, '') AS creditCode,
      p.case_no AS documentNo, p.situation AS title, p.court AS organName, p.filed_date AS decisionDate,
      CASE WHEN p.publicity_ended_at IS NULL THEN '公示中' ELSE '已撤销公示' END AS publicityStatus`,
    words: ['e.name', 'n.name', 'e.credit_code', 'p.case_no'],
    order: 'p.filed_date DESC, p.id DESC',
  },
};

export const KIND_NAMES: Readonly<Record<RecordKind, string>> = { penalty: '行政处罚', dishonest: '失信被执行人' };

export function recordSummary(db: Database, kind: RecordKind, id: number | string): RecordSummary | undefined {
  const source = SOURCES[kind];
  return db.prepare(`SELECT ${source.select} FROM ${source.from} WHERE p.id = ?`).get(id) as RecordSummary | undefined;
}

/** Records of the kinds asked whose name, code or number holds every word of the keyword, newest first. */
export function searchRecords(
  db: Database,
  q: { keyword: string; kind?: RecordKind; publicityStatus?: Schema<'RepairPublicityStatus'>; pageNo: number; pageSize: number },
): { records: RecordSummary[]; total: number } {
  const kinds = q.kind ? [q.kind] : (['penalty', 'dishonest'] as const);
  const parts: string[] = [];
  const args: unknown[] = [];
  for (const kind of kinds) {
    const source = SOURCES[kind];
    const filter = new Filter().words(q.keyword, source.words);
    if (q.publicityStatus) filter.add(`p.publicity_ended_at IS ${q.publicityStatus === '公示中' ? '' : 'NOT '}NULL`);
    parts.push(`SELECT ${source.select} FROM ${source.from} WHERE ${filter.where.join(' AND ')}`);
    args.push(...filter.args);
  }
  const union = parts.join(' UNION ALL ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM (${union})`).get(...args) as { total: number };
  const records = db
    .prepare(`SELECT * FROM (${union}) ORDER BY decisionDate DESC, kind, CAST(id AS INTEGER) DESC LIMIT ? OFFSET ?`)
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as RecordSummary[];
  return { records, total };
}

/** Every field of a record, labelled as its public detail shows it. */
export function recordFacts(db: Database, kind: RecordKind, id: number | string): Schema<'RepairFact'>[] {
  if (kind === 'penalty') {
    const row = db
      .prepare(
        `SELECT e.name, e.credit_code, e.legal_person, p.document_no, p.violation_type, p.facts, p.basis, p.category, p.content,
                p.fine_amount, p.decision_date, p.publicity_deadline, p.organ_name, p.source_unit, p.publicity_ended_at
           FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id WHERE p.id = ?`,
      )
      .get(id) as Record<string, string | number | null> | undefined;
    if (!row) return [];
    return [
      ['行政相对人名称', row.name], ['统一社会信用代码', row.credit_code], ['法定代表人', row.legal_person],
      ['处罚决定书文号', row.document_no], ['违法行为类型', row.violation_type], ['违法事实', row.facts], ['处罚依据', row.basis],
      ['处罚类别', row.category], ['处罚内容', row.content], ['罚款金额（万元）', Number(row.fine_amount ?? 0).toFixed(2)],
      ['处罚决定日期', row.decision_date], ['公示截止期', row.publicity_deadline], ['处罚机关', row.organ_name], ['数据来源单位', row.source_unit],
      ['撤销公示时间', row.publicity_ended_at ?? '—'],
    ].map(([label, value]) => ({ label: String(label), value: String(value ?? '') }));
  }
  const row = db
    .prepare(
      `SELECT coalesce(e.name, n.name) AS name, e.credit_code, n.id_number, p.court, p.case_no, p.filed_date, p.basis_document_no,
              p.basis_organ, p.duty, p.performance, p.situation, p.published_at, p.publicity_ended_at
         FROM dishonest_debtor p LEFT JOIN enterprise e ON e.id = p.enterprise_id LEFT JOIN person n ON n.id = p.person_id WHERE p.id = ?`,
    )
    .get(id) as Record<string, string | null> | undefined;
  if (!row) return [];
  return [
    ['被执行人', row.name], [row.credit_code ? '统一社会信用代码' : '身份证号码', row.credit_code ?? maskResidentId(row.id_number ?? '')],
    ['执行法院', row.court], ['案号', row.case_no], ['立案时间', row.filed_date], ['执行依据文号', row.basis_document_no],
    ['作出执行依据单位', row.basis_organ], ['生效法律文书确定的义务', row.duty], ['被执行人的履行情况', row.performance],
    ['失信被执行人行为具体情形', row.situation], ['发布时间', row.published_at], ['撤销公示时间', row.publicity_ended_at ?? '—'],
  ].map(([label, value]) => ({ label: String(label), value: String(value ?? '') }));
}

const CANCELLATION_SELECT = `
  SELECT c.id, c.kind, CAST(c.record_id AS TEXT) AS recordId, coalesce(pe.name, de.name, dn.name, '') AS subjectName,
         coalesce(pe.credit_code, de.credit_code, '') AS creditCode, coalesce(p.document_no, d.case_no, '') AS documentNo,
         c.basis, c.reason, o.name || '（' || o.account || '）' AS operator, c.cancel_time AS cancelTime, c.source,
         c.batch_no AS batchNo, a.apply_no AS applicationNo,
         CASE WHEN c.restore_time IS NULL THEN '已撤销公示' ELSE '已恢复公示' END AS status, c.restore_reason AS revokeReason,
         CASE WHEN ro.id IS NULL THEN NULL ELSE ro.name || '（' || ro.account || '）' END AS revokeOperator, c.restore_time AS revokeTime`;
const CANCELLATION_FROM = `
  FROM repair_cancellation c JOIN repair_operator o ON o.id = c.operator_id
  LEFT JOIN repair_operator ro ON ro.id = c.restore_operator_id
  LEFT JOIN repair_application a ON a.id = c.application_id
  LEFT JOIN dp_penalty p ON c.kind = 'penalty' AND p.id = c.record_id LEFT JOIN enterprise pe ON pe.id = p.enterprise_id
  LEFT JOIN dishonest_debtor d ON c.kind = 'dishonest' AND d.id = c.record_id
  LEFT JOIN enterprise de ON de.id = d.enterprise_id LEFT JOIN person dn ON dn.id = d.person_id`;

type CancellationRow = Omit<Cancellation, 'id' | 'attachments'> & { id: number };

function withAttachments(db: Database, rows: CancellationRow[]): Cancellation[] {
  const files = db.prepare(
    `SELECT f.id, f.name, f.size FROM repair_cancellation_file cf JOIN repair_operator_file f ON f.id = cf.file_id
      WHERE cf.cancellation_id = ? ORDER BY f.created_at, f.id`,
  );
  return rows.map((row) => ({ ...row, id: String(row.id), attachments: files.all(row.id) as Schema<'RepairAttachment'>[] }));
}

/** The log's filters (getRepairProgramCancellations, exportRepairProgramCancellations). */
export interface LogFilter {
  keyword?: string;
  operator?: string;
  basis?: Schema<'RepairCancelBasis'>;
  source?: Cancellation['source'];
  status?: Cancellation['status'];
  dateFrom?: string;
  dateTo?: string;
}

function logFilter(q: LogFilter): Filter {
  const filter = new Filter().words(q.keyword, ['pe.name', 'de.name', 'dn.name', 'pe.credit_code', 'de.credit_code', 'p.document_no', 'd.case_no']);
  if (q.operator) filter.add('o.account = ?', q.operator);
  if (q.basis) filter.add('c.basis = ?', q.basis);
  if (q.source) filter.add('c.source = ?', q.source);
  if (q.status) filter.add(`c.restore_time IS ${q.status === '已撤销公示' ? '' : 'NOT '}NULL`);
  if (q.dateFrom) filter.add('c.cancel_time >= ?', q.dateFrom);
  if (q.dateTo) filter.add('c.cancel_time < ?', `${q.dateTo} 99`);
  return filter;
}

export function cancellationLog(db: Database, q: LogFilter, limit: number, offset: number): { records: Cancellation[]; total: number } {
  const filter = logFilter(q);
  const where = filter.where.length ? `WHERE ${filter.where.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT count(*) AS total ${CANCELLATION_FROM} ${where}`).get(...filter.args) as { total: number };
  const rows = db
    .prepare(`${CANCELLATION_SELECT} ${CANCELLATION_FROM} ${where} ORDER BY c.cancel_time DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(...filter.args, limit, offset) as CancellationRow[];
  return { records: withAttachments(db, rows), total };
}

export function cancellationById(db: Database, id: number | string): Cancellation | undefined {
  const rows = db.prepare(`${CANCELLATION_SELECT} ${CANCELLATION_FROM} WHERE c.id = ?`).all(id) as CancellationRow[];
  return withAttachments(db, rows)[0];
}

export function cancellationsOf(db: Database, kind: RecordKind, recordId: number | string): Cancellation[] {
  const rows = db
    .prepare(`${CANCELLATION_SELECT} ${CANCELLATION_FROM} WHERE c.kind = ? AND c.record_id = ? ORDER BY c.cancel_time DESC, c.id DESC`)
    .all(kind, recordId) as CancellationRow[];
  return withAttachments(db, rows);
}

export interface EndPublicity {
  kind: RecordKind;
  recordId: number;
  basis: Schema<'RepairCancelBasis'>;
  reason: string;
  source: Cancellation['source'];
  batchNo?: string;
  applicationId?: number;
  fileIds?: readonly string[];
}

/**
 * Ends a record's publicity: the record leaves every public list at once (its publicity_ended_at) and one
 * cancellation row records who, when and why. Answers the cancellation's id, or null when its publicity had
 * already ended (nothing changes then).
 */
export function endPublicity(db: Database, now: number, operator: OperatorSession, end: EndPublicity): number | null {
  const time = formatCst(now);
  const changed = db
    .prepare(`UPDATE ${SOURCES[end.kind].table} SET publicity_ended_at = ? WHERE id = ? AND publicity_ended_at IS NULL`)
    .run(time, end.recordId).changes;
  if (changed === 0) return null;
  const id = Number(
    db
      .prepare(
        `INSERT INTO repair_cancellation (kind, record_id, basis, reason, operator_id, cancel_time, source, batch_no, application_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(end.kind, end.recordId, end.basis, end.reason, operator.id, time, end.source, end.batchNo ?? null, end.applicationId ?? null)
      .lastInsertRowid,
  );
  const attach = db.prepare('INSERT INTO repair_cancellation_file (cancellation_id, file_id) VALUES (?, ?)');
  for (const fileId of end.fileIds ?? []) attach.run(id, fileId);
  return id;
}

/** Puts a record back on the public lists; false when the cancellation was restored already. */
export function restorePublicity(db: Database, now: number, operator: OperatorSession, cancellationId: number, reason: string): boolean {
  const row = db.prepare('SELECT kind, record_id AS recordId, restore_time AS restored FROM repair_cancellation WHERE id = ?').get(cancellationId) as
    | { kind: RecordKind; recordId: number; restored: string | null }
    | undefined;
  if (!row || row.restored !== null) return false;
  const time = formatCst(now);
  db.prepare('UPDATE repair_cancellation SET restore_reason = ?, restore_operator_id = ?, restore_time = ? WHERE id = ?').run(reason, operator.id, time, cancellationId);
  db.prepare(`UPDATE ${SOURCES[row.kind].table} SET publicity_ended_at = NULL WHERE id = ?`).run(row.recordId);
  recordRestoreOfApplication(db, now, operator, cancellationId, reason);
  return true;
}
