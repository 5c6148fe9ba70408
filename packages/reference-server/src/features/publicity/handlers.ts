// Handlers of the public lists (spec §7 redbalcklist, mistrustperson, abnormal, subjectrelation).
// Natural persons' ID numbers leave the server masked, in lists, details and images alike.
import type { Database } from 'better-sqlite3';
import { binary, fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { DIVISIONS } from '../doublepublicity/divisions.js';
import { drawNotice } from '../doublepublicity/notice-image.js';
import { page, pageQuery, type PageQuery, type PageSpec, type SortKey } from '../../kernel/paging.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { ILLEGAL_TREE, RELATION_CATEGORIES } from './lists.js';
import { Filter } from '../../kernel/sql.js';

const LIST_TYPE_NAMES = { 1: '红名单', 2: '黑名单' } as const;
const ABNORMAL_TYPE_NAMES = { 1: '经营异常名录', 2: '严重违法失信名单' } as const;
const CATEGORY_NAMES = new Map(ILLEGAL_TREE.flatMap((branch) => branch.children.map((c) => [c.code, c.name] as const)));
const divisionName = (code: string): string => DIVISIONS.find((d) => d.code === code)?.name ?? '';

/**
 * Counts and one page of a query whose FROM clause and filter are shared (kernel/paging.ts). Lists of the
 * large tables name them, so that their totals and keyset anchors are kept until those tables change.
 */
function pageOf<T>(
  db: Database,
  select: string,
  from: string,
  filter: Filter,
  order: readonly SortKey[] | string,
  q: PageQuery,
  tables?: readonly string[],
  base?: PageSpec['base'],
): { records: T[]; total: number } {
  return pageQuery<T>(
    db,
    {
      select: select.replace(/^\s*SELECT\s/, ''),
      from: from.replace(/^\s*FROM\s/, ''),
      where: filter.where,
      args: filter.args,
      order,
      tables,
      base,
    },
    q,
  );
}

/** `column` descending, then the id descending: the order of the large lists (each has an index for it). */
const newestFirst = (column: string, id: string): readonly SortKey[] => [
  { column, desc: true },
  { column: id, desc: true },
];

// ---- 红黑名单 ----

export const getRedBlackListPage: Handler<'getRedBlackListPage'> = ({ query }, { db }) => {
  const q = query;
  const filter = new Filter();
  if (q.listType !== undefined) filter.add('r.list_type = ?', q.listType);
  if (q.listName) filter.add('r.list_name = ?', q.listName);
  filter.phrase(q.keyword, ['e.name', 'e.credit_code']);
  const { records, total } = pageOf<Omit<Schema<'RedBlackEntry'>, 'listTypeName'>>(
    db,
    `SELECT CAST(r.id AS TEXT) AS id, r.list_type AS listType, r.list_name AS listName, e.name AS subjectName,
            e.credit_code AS creditCode, e.legal_person AS legalPerson, r.organ_name AS organName,
            r.decided_date AS decidedDate, r.valid_until AS validUntil, r.reason, r.publish_time AS publishTime`,
    'FROM red_black_entry r JOIN enterprise e ON e.id = r.enterprise_id',
    filter,
    newestFirst('r.decided_date', 'r.id'),
    q,
    ['red_black_entry', 'enterprise'],
  );
  return ok(page(records.map((r) => ({ ...r, listTypeName: LIST_TYPE_NAMES[r.listType] })), total, q));
};

// ---- 失信被执行人 ----

type DebtorRow = Omit<Schema<'DishonestDebtorDetail'>, 'province'>;

const DEBTOR_SELECT = `
  SELECT CAST(d.id AS TEXT) AS id, d.subject_type AS subjectType, coalesce(p.name, e.name) AS name,
         coalesce(p.id_number, e.credit_code) AS idNumber, d.court, d.case_no AS caseNo, d.filed_date AS filedDate,
         d.published_at AS publishedAt, e.legal_person AS legalPerson, p.gender, d.basis_document_no AS basisDocumentNo,
         d.basis_organ AS basisOrgan, d.duty, d.performance, d.performed_part AS performedPart,
         d.unperformed_part AS unperformedPart, d.situation`;
const DEBTOR_FROM = 'FROM dishonest_debtor d LEFT JOIN person p ON p.id = d.person_id LEFT JOIN enterprise e ON e.id = d.enterprise_id';

/** Natural persons' ID numbers are masked wherever the portal shows them; legal persons' codes are public. */
const maskDebtor = (row: DebtorRow): DebtorRow => ({ ...row, idNumber: row.subjectType === 1 ? maskResidentId(row.idNumber) : row.idNumber });

export const getMistrustPersonPage: Handler<'getMistrustPersonPage'> = ({ query }, { db }) => {
  const q = query;
  // A debtor whose publicity ended after a credit repair is on no public list (features/repairprogram).
  const filter = new Filter().add('d.publicity_ended_at IS NULL');
  if (q.subjectType !== undefined) filter.add('d.subject_type = ?', q.subjectType);
  if (q.court) filter.add('d.court = ?', q.court);
  const word = (q.keyword ?? '').trim();
  // A whole ID number or code finds its subject; parts of one do not (no probing of masked digits).
  if (/^(\d{17}[\dXx]|[0-9A-HJ-NPQRTUWXY]{18})$/.test(word)) filter.add('(p.id_number = ? OR e.credit_code = ?)', word.toUpperCase(), word.toUpperCase());
  else filter.phrase(word, ['p.name', 'e.name', 'd.case_no']);
  const { records, total } = pageOf<DebtorRow>(db, DEBTOR_SELECT, DEBTOR_FROM, filter, newestFirst('d.published_at', 'd.id'), q, [
    'dishonest_debtor',
    'person',
    'enterprise',
  ]);
  return ok(
    page(
      records.map(maskDebtor).map(({ id, subjectType, name, idNumber, court, caseNo, filedDate, publishedAt }) => ({
        id, subjectType, name, idNumber, court, caseNo, filedDate, publishedAt,
      })),
      total,
      q,
    ),
  );
};

export const getMistrustPersonDetail: Handler<'getMistrustPersonDetail'> = ({ params }, { db }) => {
  const row = db.prepare(`${DEBTOR_SELECT} ${DEBTOR_FROM} WHERE d.id = ? AND d.publicity_ended_at IS NULL`).get(params.id) as DebtorRow | undefined;
  if (!row) return fail(4040);
  const masked = maskDebtor(row);
  return ok({ ...masked, province: '福建' });
};

// ---- 经营异常名录 / 严重违法失信名单 ----

const ABNORMAL_SELECT = `
  SELECT CAST(a.id AS TEXT) AS id, a.list_type AS listType, a.category_code AS categoryCode, e.name AS subjectName,
         e.credit_code AS creditCode, e.legal_person AS legalPerson, a.reason, a.listed_date AS listedDate,
         a.organ_name AS organName, a.removed_reason AS removedReason, a.removed_date AS removedDate,
         a.removal_organ AS removalOrgan, e.address`;
const ABNORMAL_FROM = 'FROM abnormal_entry a JOIN enterprise e ON e.id = a.enterprise_id';

/** An entry as SQLite gives it, without the names of its list and category. */
type AbnormalRow = Omit<Schema<'AbnormalEntryDetail'>, 'listTypeName' | 'categoryName'>;

const describeAbnormal = <Row extends Omit<AbnormalRow, 'address'>>(row: Row) => ({
  ...row,
  listTypeName: ABNORMAL_TYPE_NAMES[row.listType],
  categoryName: CATEGORY_NAMES.get(row.categoryCode) ?? '',
});

export const getAbnormalPage: Handler<'getAbnormalPage'> = ({ query }, { db }) => {
  const q = query;
  const filter = new Filter();
  if (q.listType !== undefined) filter.add('a.list_type = ?', q.listType);
  if (q.categoryCode) {
    // A branch code of the tree (JYYC, YZWF) selects all its leaves.
    const branch = ILLEGAL_TREE.find((b) => b.code === q.categoryCode);
    if (branch) filter.add('a.list_type = ?', branch.listType);
    else filter.add('a.category_code = ?', q.categoryCode);
  }
  if (q.state === 1) filter.add('a.removed_date IS NULL');
  if (q.state === 2) filter.add('a.removed_date IS NOT NULL');
  filter.phrase(q.keyword, ['e.name', 'e.credit_code']);
  const { records, total } = pageOf<AbnormalRow>(db, ABNORMAL_SELECT, ABNORMAL_FROM, filter, newestFirst('a.listed_date', 'a.id'), q, [
    'abnormal_entry',
    'enterprise',
  ]);
  return ok(page(records.map(({ address: _address, ...row }) => describeAbnormal(row)), total, q));
};

export const getAbnormalDetail: Handler<'getAbnormalDetail'> = ({ params }, { db }) => {
  const row = db.prepare(`${ABNORMAL_SELECT} ${ABNORMAL_FROM} WHERE a.id = ?`).get(params.id) as AbnormalRow | undefined;
  return row ? ok(describeAbnormal(row)) : fail(4040);
};

export const getAbnormalIllegalTree: Handler<'getAbnormalIllegalTree'> = (_request, { db }) => {
  const counts = new Map(
    (db.prepare('SELECT category_code AS code, count(*) AS n FROM abnormal_entry GROUP BY category_code').all() as { code: string; n: number }[]).map(
      (r) => [r.code, r.n],
    ),
  );
  return ok(
    ILLEGAL_TREE.map((branch) => {
      const children = branch.children.map((c) => ({ code: c.code, name: c.name, basis: c.basis, total: counts.get(c.code) ?? 0, children: [] }));
      return { code: branch.code, name: branch.name, basis: null, total: children.reduce((s, c) => s + c.total, 0), children };
    }),
  );
};

/**
 * The ecology enforcement list: the environment bureau's penalties of the double publicity, so both
 * pages always agree; `id` and `resourceId` open the double-publicity detail.
 */
export const getEnvironmentPenaltyPage: Handler<'getEnvironmentPenaltyPage'> = ({ query }, { db }) => {
  const q = query;
  const filter = new Filter().add("p.resource_id = 'CF-STHJ'").add('p.publicity_ended_at IS NULL');
  filter.phrase(q.keyword, ['e.name', 'e.credit_code', 'p.document_no']);
  const { records, total } = pageOf<Schema<'EnvironmentPenalty'>>(
    db,
    `SELECT CAST(p.id AS TEXT) AS id, p.resource_id AS resourceId, e.name AS subjectName, e.credit_code AS creditCode,
            e.district, p.document_no AS documentNo, p.violation_type AS violationType, p.facts, p.content,
            p.fine_amount AS fineAmount, p.decision_date AS decisionDate, p.publicity_deadline AS publicityDeadline,
            p.organ_name AS organName`,
    'FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id',
    filter,
    newestFirst('p.decision_date', 'p.id'),
    q,
    ['dp_penalty', 'enterprise'],
    // Without a keyword the filter is on the penalty alone: page its ids on dp_penalty_by_resource.
    typeof q.keyword === 'string' && q.keyword.trim() !== '' ? undefined : { from: 'dp_penalty p', key: 'p.id' },
  );
  return ok(page(records, total, q));
};

// ---- 主体关系: 重点人群、失信惩戒对象、守信激励对象 ----

/** A subject as SQLite gives it: the ID number whole, without the names of its division and category. */
type RelationRow = Omit<Schema<'RelationSubjectDetail'>, 'divisionName' | 'categoryName'>;

const RELATION_SELECT = `
  SELECT CAST(s.id AS TEXT) AS id, CAST(t.id AS TEXT) AS typeId, t.name AS typeName, t.category, t.subject_kind AS subjectKind,
         coalesce(p.name, e.name) AS name, p.id_number AS idNumber, e.credit_code AS creditCode, s.division_code AS divisionCode,
         s.unit, s.organ_name AS organName, s.decided_date AS decidedDate, s.credit_level AS creditLevel,
         s.publish_time AS publishTime, p.gender, e.legal_person AS legalPerson, s.certificate_no AS certificateNo,
         s.description, s.measures, s.valid_until AS validUntil`;
const RELATION_FROM = `
  FROM relation_subject s JOIN relation_type t ON t.id = s.type_id
  LEFT JOIN person p ON p.id = s.person_id LEFT JOIN enterprise e ON e.id = s.enterprise_id`;

function relationSummary(row: RelationRow): Schema<'RelationSubject'> {
  return {
    id: row.id, typeId: row.typeId, typeName: row.typeName, category: row.category, subjectKind: row.subjectKind, name: row.name,
    idNumber: row.idNumber === null ? null : maskResidentId(row.idNumber), creditCode: row.creditCode,
    divisionCode: row.divisionCode, divisionName: divisionName(row.divisionCode), unit: row.unit, organName: row.organName,
    decidedDate: row.decidedDate, creditLevel: row.creditLevel, publishTime: row.publishTime,
  };
}

function relationDetail(row: RelationRow): Schema<'RelationSubjectDetail'> {
  return {
    ...relationSummary(row),
    categoryName: RELATION_CATEGORIES[row.category] ?? '',
    gender: row.gender, legalPerson: row.legalPerson, certificateNo: row.certificateNo,
    description: row.description, measures: row.measures, validUntil: row.validUntil,
  };
}

export const getSubjectRelationTypePage: Handler<'getSubjectRelationTypePage'> = ({ query }, { db }) => {
  const q = query;
  const filter = new Filter();
  if (q.category !== undefined) filter.add('t.category = ?', q.category);
  filter.phrase(q.keyword, ['t.name']);
  const { records, total } = pageOf<Omit<Schema<'RelationType'>, 'categoryName'>>(
    db,
    `SELECT CAST(t.id AS TEXT) AS id, t.category, t.name, t.organ_name AS organName, t.description, t.subject_kind AS subjectKind,
            (SELECT count(*) FROM relation_subject s WHERE s.type_id = t.id) AS total`,
    'FROM relation_type t',
    filter,
    't.sort',
    q,
  );
  return ok(page(records.map((r) => ({ ...r, categoryName: RELATION_CATEGORIES[r.category] ?? '' })), total, q));
};

/** What the relation lists filter by (listSubjectRelations has no keyword). */
interface RelationQuery {
  typeId?: string;
  category?: number;
  divisionCode?: string;
  keyword?: string;
}

/** Filters shared by the relation lists; undefined when the type asked for does not exist in the category. */
function relationFilter(db: Database, q: RelationQuery, category?: number): Filter | undefined {
  const filter = new Filter();
  if (q.typeId !== undefined) {
    const type = db.prepare('SELECT category FROM relation_type WHERE id = ?').get(q.typeId) as { category: number } | undefined;
    if (!type || (category !== undefined && type.category !== category)) return undefined;
    filter.add('s.type_id = ?', q.typeId);
  }
  const wanted = category ?? q.category;
  if (wanted !== undefined) filter.add('t.category = ?', wanted);
  if (q.divisionCode) filter.add('s.division_code = ?', q.divisionCode);
  filter.phrase(q.keyword, ['p.name', 'e.name', 'e.credit_code', 's.unit']);
  return filter;
}

function relationPage(
  category?: 2 | 3,
): Handler<'getSubjectRelationPage' | 'getSubjectRelationDishonestPage' | 'getSubjectRelationHighLevelPage'> {
  return ({ query }, { db }) => {
    const q = query;
    const filter = relationFilter(db, q, category);
    if (!filter) return fail(4040);
    const { records, total } = pageOf<RelationRow>(db, RELATION_SELECT, RELATION_FROM, filter, 's.publish_time DESC, s.id DESC', q);
    return ok(page(records.map(relationSummary), total, q));
  };
}

export const listSubjectRelations: Handler<'listSubjectRelations', 'limit'> = ({ query }, { db }) => {
  const q = query;
  const filter = relationFilter(db, q);
  if (!filter) return fail(4040);
  const rows = db
    .prepare(`${RELATION_SELECT} ${RELATION_FROM} ${filter.sql} ORDER BY s.publish_time DESC, s.id DESC LIMIT ?`)
    .all(...filter.args, q.limit) as RelationRow[];
  return ok(rows.map(relationSummary));
};

const relationById = (db: Database, id: unknown): RelationRow | undefined =>
  db.prepare(`${RELATION_SELECT} ${RELATION_FROM} WHERE s.id = ?`).get(id) as RelationRow | undefined;

export const getSubjectRelationById: Handler<'getSubjectRelationById'> = ({ params }, { db }) => {
  const row = relationById(db, params.id);
  return row ? ok(relationDetail(row)) : fail(4040);
};

export const getSubjectRelationPublicityImage: Handler<'getSubjectRelationPublicityImage'> = ({ params }, { db }) => {
  const row = relationById(db, params.id);
  if (!row) return fail(4040, undefined, 404);
  const detail = relationDetail(row);
  const rows: [string, string][] = [
    [row.subjectKind === 1 ? '姓名' : '主体名称', detail.name],
    row.subjectKind === 1 ? ['身份证号码', detail.idNumber ?? ''] : ['统一社会信用代码', detail.creditCode ?? ''],
    ...(row.subjectKind === 2 ? [['法定代表人', detail.legalPerson ?? ''] as [string, string]] : []),
    ['类别', `${detail.categoryName}·${detail.typeName}`],
    ...(detail.unit ? [['所在单位', detail.unit] as [string, string]] : []),
    ...(detail.certificateNo ? [['证书编号', detail.certificateNo] as [string, string]] : []),
    ['所属区域', detail.divisionName],
    [row.category === 2 ? '失信行为' : '基本情况', detail.description],
    [row.category === 2 ? '惩戒措施' : '激励措施', detail.measures],
    ['认定日期', detail.decidedDate],
    ...(detail.validUntil ? [['有效期至', detail.validUntil] as [string, string]] : []),
  ];
  const svg = drawNotice({ title: `${detail.typeName}信息公示`, rows, organ: detail.organName, date: detail.decidedDate });
  return binary('image/svg+xml', svg, {
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

export const getSubjectRelationDivisionList: Handler<'getSubjectRelationDivisionList'> = () => ok(DIVISIONS.map((d) => ({ code: d.code, name: d.name })));

export const handlers: Handlers = {
  getRedBlackListPage,
  getMistrustPersonPage,
  getMistrustPersonDetail,
  getAbnormalPage,
  getAbnormalDetail,
  getAbnormalIllegalTree,
  getEnvironmentPenaltyPage,
  getSubjectRelationTypePage,
  getSubjectRelationPage: relationPage(),
  listSubjectRelations,
  getSubjectRelationById,
  getSubjectRelationDishonestPage: relationPage(2),
  getSubjectRelationHighLevelPage: relationPage(3),
  getSubjectRelationDivisionList,
  getSubjectRelationPublicityImage,
};
