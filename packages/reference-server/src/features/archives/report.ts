// The credit report (信用报告): one model, rendered as JSON, PDF, PNG and OFD.
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { offsetOf } from '../../kernel/paging.js';
import { formatCst } from '../../kernel/time.js';
import type { SubjectRegistration } from './subjects.js';

export type SectionKey = 'permits' | 'penalties' | 'redList' | 'blackList' | 'dishonesty' | 'commitments' | 'contractPerformance';

/** How many records of each section the report itself holds (the contract's maxItems); the archive pages the rest. */
export const REPORT_RECORDS = 20;

export interface ReportSection {
  key: SectionKey;
  title: string;
  available: boolean;
  total: number;
  records: Record<string, string | number | null>[];
}

export interface CreditReport {
  reportNo: string;
  generatedTime: string;
  subject: SubjectRegistration;
  sections: ReportSection[];
}

/**
 * Sections and the table names that hold their records. Those tables belong to other features
 * (double publicity, red and black lists, commitments) and may not exist in a given build, so they
 * are found in sqlite_master at run time, never assumed.
 */
const SECTIONS: readonly { key: SectionKey; title: string; table: RegExp; value?: RegExp }[] = [
  { key: 'permits', title: '行政许可信息', table: /permit|licen[cs]e|xuke/i },
  { key: 'penalties', title: '行政处罚信息', table: /punish|penalt|chufa/i },
  { key: 'redList', title: '守信激励（红名单）信息', table: /(^|_)red(_|list|black|$)/i, value: /red|红|守信/i },
  { key: 'blackList', title: '失信惩戒（黑名单）信息', table: /(^|_)(black|balck)|red_?(black|balck)/i, value: /black|黑|失信/i },
  // The courts' 失信被执行人 and contract performance, as 信用中国's archive shows them beside the lists.
  { key: 'dishonesty', title: '失信被执行人信息', table: /dishonest|shixin|mistrust/i },
  { key: 'commitments', title: '信用承诺信息', table: /commitment|promise/i },
  { key: 'contractPerformance', title: '合同履约信息', table: /contract_?perform/i },
];

export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((section) => section.key);

/** Shadow tables of full-text indexes and this feature's own log are no record sources. */
const NOT_RECORDS = /_fts|_data$|_idx$|_docsize$|_config$|_content$|^sqlite_|download|attachment|template|catalog|directory|resource|dict|_file/i;

const SUBJECT_LINKS = ['enterprise_id', 'credit_code', 'uscc', 'tyshxydm'] as const;
const LIST_KIND_COLUMNS = ['list_type', 'list_kind', 'type', 'kind', 'category'] as const;

interface SourceTable {
  name: string;
  link: string;
  columns: string[];
  order: string | null;
  listKind: string | null;
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;
const camel = (column: string): string => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function sourceTables(db: Database): SourceTable[] {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY length(name), name").all() as { name: string }[];
  const out: SourceTable[] = [];
  for (const { name } of tables) {
    if (NOT_RECORDS.test(name) || name === 'enterprise') continue;
    const info = db.prepare(`PRAGMA table_info(${quote(name)})`).all() as { name: string; type: string }[];
    const columns = info.filter((c) => !/blob/i.test(c.type)).map((c) => c.name);
    const link = SUBJECT_LINKS.find((l) => columns.includes(l));
    if (!link) continue;
    const order = columns.find((c) => /(_date|_time|_at)$/.test(c)) ?? null;
    const listKind = LIST_KIND_COLUMNS.find((c) => columns.includes(c)) ?? null;
    out.push({ name, link, columns, order, listKind });
  }
  return out;
}

/** Which of a section's records to read, newest first. */
interface Window {
  offset: number;
  limit: number;
}

/** A section with where its records came from: the source table and each record's rowid, in order. */
interface SourcedSection extends ReportSection {
  table: string | null;
  rowIds: number[];
}

function readSection(db: Database, subject: SubjectRegistration, definition: (typeof SECTIONS)[number], tables: SourceTable[], window: Window): SourcedSection {
  const empty = { key: definition.key, title: definition.title, available: false, total: 0, records: [], table: null, rowIds: [] };
  const table = tables.find((t) => definition.table.test(t.name));
  if (!table) return empty;
  const where = [`${quote(table.link)} = ?`];
  const args: unknown[] = [table.link === 'enterprise_id' ? Number(subject.id) : subject.creditCode];
  // A table holding both red and black lists tells them apart by a kind column.
  const both = /(^|_)red/i.test(table.name) && /black|balck/i.test(table.name);
  if (both && definition.value && table.listKind) {
    const values = (db.prepare(`SELECT DISTINCT ${quote(table.listKind)} AS v FROM ${quote(table.name)}`).all() as { v: unknown }[])
      .map((r) => r.v)
      .filter((v) => definition.value?.test(String(v)));
    if (values.length === 0) return { ...empty, available: true, table: table.name };
    where.push(`${quote(table.listKind)} IN (${values.map(() => '?').join(', ')})`);
    args.push(...values);
  }
  // A record whose publicity ended after a credit repair (features/repairprogram) is in no report.
  if (table.columns.includes('publicity_ended_at')) where.push('publicity_ended_at IS NULL');
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${quote(table.name)} WHERE ${filter}`).get(...args) as { total: number };
  // Internal keys and personal contact data are not part of a public report.
  const shown = table.columns.filter((c) => !/(^|_)id$/.test(c) && !SUBJECT_LINKS.includes(c as (typeof SUBJECT_LINKS)[number]) && !/password|id_number|phone|mobile|token|payload|publicity_ended/i.test(c));
  const rows = db
    .prepare(
      `SELECT rowid AS "rowid", ${shown.map(quote).join(', ')} FROM ${quote(table.name)} WHERE ${filter}
       ORDER BY ${table.order ? `${quote(table.order)} DESC, ` : ''}rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, window.limit, window.offset) as Record<string, unknown>[];
  const records = rows.map(({ rowid: _rowid, ...row }) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [camel(k), typeof v === 'number' || typeof v === 'string' || v === null ? v : String(v)]),
    ) as Record<string, string | number | null>,
  );
  return { key: definition.key, title: definition.title, available: true, total, records, table: table.name, rowIds: rows.map((row) => Number(row.rowid)) };
}

/** The section without its sourcing (what the report shows). */
const bare = ({ table: _table, rowIds: _rowIds, ...section }: SourcedSection): ReportSection => section;

/** XYBG-yyyyMMdd-XXXXXX: the same subject's report of one day has one number (contract). */
export function reportNumber(creditCode: string, day: string): string {
  const digest = createHash('sha256').update(`${creditCode}|${day}`).digest();
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += alphabet[(digest[i] as number) % alphabet.length];
  return `XYBG-${day}-${suffix}`;
}

export function buildReport(db: Database, subject: SubjectRegistration, now: number): CreditReport {
  const generatedTime = formatCst(now);
  const tables = sourceTables(db);
  return {
    reportNo: reportNumber(subject.creditCode, generatedTime.slice(0, 10).replace(/-/g, '')),
    generatedTime,
    subject,
    sections: SECTIONS.map((definition) => bare(readSection(db, subject, definition, tables, { offset: 0, limit: REPORT_RECORDS }))),
  };
}

/** One page of one section's records (the archive's tab), with the section's total, its source table and the records' rowids. */
export function readSectionPage(db: Database, subject: SubjectRegistration, key: SectionKey, pageNo: number, pageSize: number): SourcedSection {
  const definition = SECTIONS.find((section) => section.key === key);
  if (!definition) throw new Error(`unknown section ${key}`);
  return readSection(db, subject, definition, sourceTables(db), { offset: offsetOf(pageNo, pageSize), limit: pageSize });
}
