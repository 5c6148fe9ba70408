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
 * A record field as the printed report names it: the Chinese field names the portal's archive tabs and
 * detail pages use (许可决定日期, 有效期至, 执行法院…), in the order a reader meets them. `codes` turns a
 * stored code into words; a `hidden` field is said by the section itself (a list's kind); a `subject`
 * field repeats the report's own subject and is left out when it does.
 */
export interface RecordField {
  key: string;
  label: string;
  codes?: Readonly<Record<string, string>>;
  hidden?: boolean;
  subject?: 'name' | 'creditCode' | 'legalPerson';
}

const LIST_FIELDS: readonly RecordField[] = [
  { key: 'listName', label: '名单名称' },
  { key: 'reason', label: '列入原因' },
  { key: 'organName', label: '认定部门' },
  { key: 'decidedDate', label: '认定日期' },
  { key: 'validUntil', label: '有效期至' },
  { key: 'publishTime', label: '发布时间' },
  { key: 'listType', label: '名单类型', hidden: true },
];

const SUBJECT_TYPES = { '1': '自然人', '2': '法人及非法人组织' } as const;

/**
 * Sections, in the order of the archive's tabs, with the table names that hold their records and the
 * names of their fields. Those tables belong to other features (double publicity, red and black lists,
 * commitments) and may not exist in a given build, so they are found in sqlite_master at run time,
 * never assumed.
 */
const SECTIONS: readonly { key: SectionKey; title: string; table: RegExp; value?: (kind: unknown) => boolean; fields: readonly RecordField[] }[] = [
  {
    key: 'permits',
    title: '行政许可信息',
    table: /permit|licen[cs]e|xuke/i,
    fields: [
      { key: 'documentNo', label: '许可决定书文号' },
      { key: 'permitName', label: '许可名称' },
      { key: 'category', label: '许可类别' },
      { key: 'content', label: '许可内容' },
      { key: 'decisionDate', label: '许可决定日期' },
      { key: 'validFrom', label: '有效期自' },
      { key: 'validTo', label: '有效期至' },
      { key: 'organName', label: '许可机关' },
      { key: 'sourceUnit', label: '数据来源单位' },
      { key: 'updateTime', label: '更新时间' },
    ],
  },
  {
    key: 'penalties',
    title: '行政处罚信息',
    table: /punish|penalt|chufa/i,
    fields: [
      { key: 'documentNo', label: '处罚决定书文号' },
      { key: 'violationType', label: '违法行为类型' },
      { key: 'facts', label: '违法事实' },
      { key: 'basis', label: '处罚依据' },
      { key: 'category', label: '处罚类别' },
      { key: 'content', label: '处罚内容' },
      { key: 'fineAmount', label: '罚款金额（万元）' },
      { key: 'decisionDate', label: '处罚决定日期' },
      { key: 'publicityDeadline', label: '公示截止期' },
      { key: 'organName', label: '处罚机关' },
      { key: 'sourceUnit', label: '数据来源单位' },
      { key: 'updateTime', label: '更新时间' },
    ],
  },
  {
    key: 'redList',
    title: '守信激励（红名单）信息',
    table: /(^|_)red(_|list|black|$)/i,
    value: (kind) => /red|红|守信/i.test(String(kind)) || kind === 1,
    fields: LIST_FIELDS,
  },
  {
    key: 'blackList',
    title: '失信惩戒（黑名单）信息',
    table: /(^|_)(black|balck)|red_?(black|balck)/i,
    value: (kind) => /black|黑|失信/i.test(String(kind)) || kind === 2,
    fields: LIST_FIELDS,
  },
  // The courts' 失信被执行人 and contract performance, as 信用中国's archive shows them beside the lists.
  {
    key: 'dishonesty',
    title: '失信被执行人信息',
    table: /dishonest|shixin|mistrust/i,
    fields: [
      { key: 'caseNo', label: '案号' },
      { key: 'court', label: '执行法院' },
      { key: 'filedDate', label: '立案时间' },
      { key: 'subjectType', label: '主体类型', codes: SUBJECT_TYPES },
      { key: 'basisDocumentNo', label: '执行依据文号' },
      { key: 'basisOrgan', label: '作出执行依据单位' },
      { key: 'duty', label: '生效法律文书确定的义务' },
      { key: 'performance', label: '履行情况' },
      { key: 'performedPart', label: '已履行部分' },
      { key: 'unperformedPart', label: '未履行部分' },
      { key: 'situation', label: '失信被执行人行为具体情形' },
      { key: 'publishedAt', label: '发布时间' },
    ],
  },
  {
    key: 'commitments',
    title: '信用承诺信息',
    table: /commitment|promise/i,
    fields: [
      { key: 'commitmentNo', label: '承诺编号' },
      { key: 'matter', label: '承诺事项' },
      { key: 'subjectType', label: '主体类型' },
      { key: 'subjectName', label: '主体名称', subject: 'name' },
      { key: 'subjectCode', label: '统一社会信用代码', subject: 'creditCode' },
      { key: 'legalPerson', label: '法定代表人', subject: 'legalPerson' },
      { key: 'signDate', label: '签署日期' },
      { key: 'status', label: '状态' },
      { key: 'createdAt', label: '提交时间' },
    ],
  },
  {
    key: 'contractPerformance',
    title: '合同履约信息',
    table: /contract_?perform/i,
    fields: [
      { key: 'contractNo', label: '合同编号' },
      { key: 'name', label: '合同名称' },
      { key: 'contractType', label: '合同类型' },
      { key: 'partyA', label: '甲方' },
      { key: 'partyACode', label: '甲方统一社会信用代码' },
      { key: 'amount', label: '合同金额（万元）' },
      { key: 'signDate', label: '签订日期' },
      { key: 'startDate', label: '履约开始日期' },
      { key: 'endDate', label: '履约截止日期' },
      { key: 'status', label: '履约状态' },
      { key: 'performanceDesc', label: '履约情况' },
      { key: 'breachDesc', label: '违约情形' },
      { key: 'district', label: '所属区县' },
      { key: 'organ', label: '监管部门' },
      { key: 'updateTime', label: '更新时间' },
    ],
  },
];

/** Every section's field names, for the fields of a table found at run time that its own section does not name. */
const ANY_FIELD = new Map<string, string>(SECTIONS.flatMap((section) => section.fields.map((field) => [field.key, field.label] as const)).reverse());

/**
 * A record as term and value rows: the section's named fields in their order, then any other field of
 * the source table (under another section's name for it, else its own), empty values left out.
 */
export function recordRows(key: SectionKey, record: ReportSection['records'][number], subject: SubjectRegistration): { label: string; value: string }[] {
  const fields = SECTIONS.find((section) => section.key === key)?.fields ?? [];
  const present = (value: unknown): value is string | number => value !== null && value !== undefined && value !== '';
  const rows: { label: string; value: string }[] = [];
  for (const field of fields) {
    const value = record[field.key];
    if (!present(value) || field.hidden) continue;
    if (field.subject && String(value) === String(subject[field.subject])) continue;
    rows.push({ label: field.label, value: field.codes?.[String(value)] ?? String(value) });
  }
  const own = new Set<unknown>([subject.name, subject.creditCode]);
  for (const [name, value] of Object.entries(record)) {
    if (fields.some((field) => field.key === name) || !present(value) || own.has(value)) continue;
    rows.push({ label: ANY_FIELD.get(name) ?? name, value: String(value) });
  }
  return rows;
}

/** The subject's registration as term and value rows, named as the archive's 基本信息 names them. */
export function subjectRows(subject: SubjectRegistration): { label: string; value: string }[] {
  return [
    { label: '主体名称', value: subject.name },
    { label: '统一社会信用代码', value: subject.creditCode },
    { label: '主体类型', value: subject.kindName },
    { label: subject.kind === 'socialOrganisation' ? '负责人' : '法定代表人', value: subject.legalPerson },
    { label: '注册资本', value: `${subject.registeredCapital} 万元` },
    { label: '成立日期', value: subject.establishedDate },
    { label: '登记状态', value: subject.status },
    { label: '所属区县', value: subject.district },
    { label: '行业领域', value: subject.industry },
    { label: '登记机关', value: subject.registrationAuthority },
    { label: '住所', value: subject.address },
    { label: '经营范围', value: subject.businessScope },
  ].filter((row) => row.value !== null && row.value !== undefined && String(row.value) !== '');
}

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
  // A table holding both red and black lists tells them apart by a kind column: a name (红名单, black…)
  // or the publicity feature's code (list_type 1 红名单, 2 黑名单).
  const both = /(^|_)red/i.test(table.name) && /black|balck/i.test(table.name);
  if (both && definition.value && table.listKind) {
    const values = (db.prepare(`SELECT DISTINCT ${quote(table.listKind)} AS v FROM ${quote(table.name)}`).all() as { v: unknown }[])
      .map((r) => r.v)
      .filter((v) => definition.value?.(v));
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
