// Handlers of double publicity (spec §7 doublepublicity): lists nested under columnShowList with their
// columns, details by dataId + type + resourceId, catalogues, statistics and the notice image.
import type { Database } from 'better-sqlite3';
import { binary, fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { DIVISIONS } from './divisions.js';
import { columnsOf, labelled, PERMIT, PUNISH } from './columns.js';
import { drawNotice } from './notice-image.js';
import { cachedAll, offsetOf, page, pageQuery, type Page, type PageQuery, type SortKey } from '../../kernel/paging.js';
import { Filter } from '../../kernel/sql.js';
import { repairableSql } from '../repairprogram/applications.js';

/** validTo of permits without an end (the data standard's convention); shown as 长期. */
const OPEN_ENDED = '2099-12-31';

const PERMIT_COLUMNS = `
  CAST(p.id AS TEXT) AS id, p.resource_id AS resourceId, e.name AS subjectName, e.credit_code AS creditCode,
  e.legal_person AS legalPerson, p.document_no AS documentNo, m.name AS matterName, p.permit_name AS permitName,
  p.category, p.content, p.decision_date AS decisionDate, p.valid_from AS validFrom, p.valid_to AS validTo,
  p.organ_name AS organName, p.source_unit AS sourceUnit, p.update_time AS updateTime`;
const PERMIT_FROM = 'dp_permit p JOIN enterprise e ON e.id = p.enterprise_id JOIN dp_matter m ON m.id = p.matter_id';
const PERMIT_SELECT = `SELECT ${PERMIT_COLUMNS} FROM ${PERMIT_FROM}`;

const PENALTY_COLUMNS = `
  CAST(p.id AS TEXT) AS id, p.resource_id AS resourceId, e.name AS subjectName, e.credit_code AS creditCode,
  e.legal_person AS legalPerson, p.document_no AS documentNo, p.violation_type AS violationType, p.facts, p.basis,
  p.category, p.content, p.fine_amount AS fineAmount, p.decision_date AS decisionDate,
  p.publicity_deadline AS publicityDeadline, p.organ_name AS organName, p.source_unit AS sourceUnit,
  p.update_time AS updateTime, ${repairableSql('p')} AS repairable`;
const PENALTY_FROM = 'dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id';
const PENALTY_SELECT = `SELECT ${PENALTY_COLUMNS} FROM ${PENALTY_FROM}`;

/** `type` of the double-publicity calls: 1 administrative permit, 2 administrative penalty. */
type RecordType = Schema<'DoublePublicityType'>;

/** A permit or a penalty as the contract shows it. */
type RecordRow = Schema<'PermitRecord'> | Schema<'PenaltyRecord'>;

/** A row as SQLite answers it: `repairable` of a penalty is 1 or 0 there, a boolean in the contract. */
const withBoolean = <Row>(row: Row): Row =>
  row && typeof row === 'object' && 'repairable' in row ? { ...row, repairable: row.repairable === 1 || row.repairable === true } : row;

/** Newest decision first: the order of every permit and penalty list (indexes dp_*_by_resource, dp_*_by_date). */
export const BY_DECISION: readonly SortKey[] = [
  { column: 'p.decision_date', desc: true },
  { column: 'p.id', desc: true },
];

interface ResourceRow {
  id: string;
  type: RecordType;
  organCode: string;
  organName: string;
  name: string;
  listColumns: string;
}

const resourceById = (db: Database, id: string): ResourceRow | undefined =>
  db
    .prepare('SELECT id, type, organ_code AS organCode, organ_name AS organName, name, list_columns AS listColumns FROM dp_resource WHERE id = ?')
    .get(id) as ResourceRow | undefined;

/** The columns a list shows: the resource's own, or the common ones when no resource was asked for. */
function listColumns(type: RecordType, resource: ResourceRow | undefined): ReturnType<typeof labelled> {
  if (resource) return labelled(type, JSON.parse(resource.listColumns) as string[]);
  return type === PERMIT
    ? labelled(PERMIT, ['subjectName', 'creditCode', 'documentNo', 'matterName', 'decisionDate', 'organName'])
    : labelled(PUNISH, ['subjectName', 'creditCode', 'documentNo', 'violationType', 'category', 'decisionDate', 'organName']);
}

interface RecordListQuery extends PageQuery {
  resourceId?: string;
  category?: string;
  decisionDateFrom?: string;
  decisionDateTo?: string;
}

/** A page of permits or penalties with the columns to show; undefined when the resource is not of the type. */
function recordList<Row extends RecordRow>(
  db: Database,
  type: RecordType,
  q: RecordListQuery,
): { columnShowList: Page<Row>; columns: Schema<'DoublePublicityColumn'>[] } | undefined {
  const resource = q.resourceId ? resourceById(db, q.resourceId) : undefined;
  if (q.resourceId && (!resource || resource.type !== type)) return undefined;
  const filter = new Filter();
  // A penalty whose publicity ended after a credit repair is on no public list (features/repairprogram).
  if (type === PUNISH) filter.add('p.publicity_ended_at IS NULL');
  if (resource) filter.add('p.resource_id = ?', resource.id);
  if (q.category) filter.add(type === PERMIT ? 'p.category = ?' : "('、' || p.category || '、') LIKE ?", type === PERMIT ? q.category : `%、${q.category}、%`);
  if (q.decisionDateFrom) filter.add('p.decision_date >= ?', q.decisionDateFrom);
  if (q.decisionDateTo) filter.add('p.decision_date <= ?', q.decisionDateTo);
  const byEnterprise = typeof q.keyword === 'string' && q.keyword.trim() !== '';
  filter.phrase(q.keyword, ['e.name', 'e.credit_code', 'p.document_no']);
  const table = type === PERMIT ? 'dp_permit' : 'dp_penalty';
  // Without a keyword every condition is on the record itself (its enterprise and matter always
  // exist: foreign keys), so the total and the page's ids come from the record's own index and only
  // the page's rows are joined (kernel/paging.ts).
  const { records, total } = pageQuery<Row>(
    db,
    {
      select: type === PERMIT ? PERMIT_COLUMNS : PENALTY_COLUMNS,
      from: type === PERMIT ? PERMIT_FROM : PENALTY_FROM,
      where: filter.where,
      args: filter.args,
      order: BY_DECISION,
      base: byEnterprise ? undefined : { from: `${table} p`, key: 'p.id' },
      tables: byEnterprise ? [table, 'enterprise'] : [table],
    },
    q,
  );
  return { columnShowList: page(records.map(withBoolean), total, q), columns: listColumns(type, resource) };
}

/** What a handler answers for a lookup: the row, or 4040 when there is none. */
const found = <Row>(row: Row | undefined) => (row === undefined ? fail(4040) : ok(row));

/** Administrative permits, newest decision first; keyword on name, code or decision number. */
export const getPermitList: Handler<'getPermitList'> = ({ query }, { db }) => found(recordList<Schema<'PermitRecord'>>(db, PERMIT, query));
/** Administrative penalties, newest decision first; keyword on name, code or decision number. */
export const getPunishList: Handler<'getPunishList'> = ({ query }, { db }) => found(recordList<Schema<'PenaltyRecord'>>(db, PUNISH, query));

/** The penalties of one unified social credit code (the enterprise archive's penalty tab). */
export const getPunishListByCreditCode: Handler<'getPunishListByCreditCode'> = ({ query }, { db }) => {
  const q = query;
  const filter = new Filter().add('e.credit_code = ?', q.tyshxydm).add('p.publicity_ended_at IS NULL');
  const { records, total } = pageQuery<Schema<'PenaltyRecord'>>(
    db,
    { select: PENALTY_COLUMNS, from: PENALTY_FROM, where: filter.where, args: filter.args, order: BY_DECISION },
    q,
  );
  return ok({ columnShowList: page(records.map(withBoolean), total, q), columns: listColumns(PUNISH, undefined) });
};

/** A record by the three keys of the real back end: dataId, type and resourceId. */
function findRecord(
  db: Database,
  query: { dataId: string; type: RecordType; resourceId: string },
): { record: RecordRow; resource: ResourceRow; type: RecordType } | undefined {
  const { type } = query;
  const resource = resourceById(db, query.resourceId);
  if (!resource || resource.type !== type) return undefined;
  const record = db
    // A penalty whose publicity ended (features/repairprogram) has no public detail either.
    .prepare(`${type === PERMIT ? `${PERMIT_SELECT} WHERE` : `${PENALTY_SELECT} WHERE p.publicity_ended_at IS NULL AND`} p.id = ? AND p.resource_id = ?`)
    .get(query.dataId, resource.id) as RecordRow | undefined;
  return record ? { record: withBoolean(record), resource, type } : undefined;
}

/** A field of a record as the detail and the notice image show it. */
const shown = (record: RecordRow, prop: string): string => {
  const values: Readonly<Record<string, string | number | boolean>> = record;
  const value = values[prop];
  if (prop === 'fineAmount') return Number(value ?? 0).toFixed(2);
  if (prop === 'validTo' && value === OPEN_ENDED) return '长期';
  return String(value ?? '');
};

export const getDoublePublicityDetail: Handler<'getDoublePublicityDetail'> = ({ query }, { db }) => {
  const found = findRecord(db, query);
  if (!found) return fail(4040);
  const { record, resource, type } = found;
  return ok({
    dataId: record.id,
    type,
    resourceId: resource.id,
    resourceName: resource.name,
    fields: columnsOf(type).map((c) => ({ prop: c.prop, label: c.label, value: shown(record, c.prop) })),
    record,
  });
};

export const getDoublePublicityDetailImage: Handler<'getDoublePublicityDetailImage'> = ({ query }, { db }) => {
  const found = findRecord(db, query);
  if (!found) return fail(4040, undefined, 404);
  const { record, type } = found;
  const svg = drawNotice({
    title: type === PERMIT ? '行政许可信息公示' : '行政处罚信息公示',
    rows: columnsOf(type)
      .filter((c) => c.prop !== 'sourceUnit')
      .map((c) => [c.label, shown(record, c.prop)] as const),
    organ: String(record.organName),
    date: String(record.decisionDate),
  });
  return binary('image/svg+xml', svg, {
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

type ResourceCard = Schema<'ResourceCard'>;

const RESOURCE_CARDS = `
  SELECT r.id AS resourceId, r.name AS resourceName, r.type, r.organ_code AS organCode, r.organ_name AS organName,
         coalesce(CASE r.type WHEN 1 THEN pc.total ELSE fc.total END, 0) AS total,
         CASE r.type WHEN 1 THEN pc.updated ELSE fc.updated END AS updateTime
  FROM dp_resource r
  LEFT JOIN (SELECT resource_id, count(*) AS total, max(update_time) AS updated FROM dp_permit GROUP BY resource_id) pc ON pc.resource_id = r.id
  LEFT JOIN (SELECT resource_id, count(*) AS total, max(update_time) AS updated FROM dp_penalty WHERE publicity_ended_at IS NULL GROUP BY resource_id) fc ON fc.resource_id = r.id`;

/** Penalties whose publicity ended after a credit repair (features/repairprogram) are counted nowhere public. */
const publicised = (table: string): string => (table === 'dp_penalty' ? ' AND x.publicity_ended_at IS NULL' : '');

/** Totals count every record of the resources: kept until a resource or record changes (kernel/paging.ts). */
const DP_TABLES = ['dp_resource', 'dp_matter', 'dp_permit', 'dp_penalty'] as const;

function resourceCards(db: Database, filter: Filter): ResourceCard[] {
  return cachedAll<ResourceCard>(db, DP_TABLES, `${RESOURCE_CARDS} ${filter.sql} ORDER BY r.sort`, filter.args);
}

/** The resources as content cards (来源单位 / 数据总量 / 更新时间). */
export const getDoublePublicityResourceList: Handler<'getDoublePublicityResourceList'> = ({ query }, { db }) => {
  const filter = new Filter();
  if (query.type !== undefined) filter.add('r.type = ?', query.type);
  if (query.organCode !== undefined) filter.add('r.organ_code = ?', query.organCode);
  filter.phrase(query.keyword, ['r.name']);
  return ok(resourceCards(db, filter));
};

/** The catalogue by organ: each reporting organ with its resources. */
export const getDoublePublicityDirectory: Handler<'getDoublePublicityDirectory'> = ({ query }, { db }) => {
  const filter = new Filter();
  if (query.type !== undefined) filter.add('r.type = ?', query.type);
  const organs = new Map<string, Schema<'OrganDirectory'>>();
  for (const card of resourceCards(db, filter)) {
    const organ = organs.get(card.organCode) ?? { organCode: card.organCode, organName: card.organName, permitTotal: 0, punishTotal: 0, resources: [] };
    organ.resources.push(card);
    if (card.type === PERMIT) organ.permitTotal += card.total;
    else organ.punishTotal += card.total;
    organs.set(card.organCode, organ);
  }
  return ok([...organs.values()]);
};

type DirectoryNode = Schema<'DirectoryNode'>;

const ROOTS: Record<string, { name: string; type: RecordType }> = { XK: { name: '行政许可', type: PERMIT }, CF: { name: '行政处罚', type: PUNISH } };

function matterNodes(db: Database, resourceId: string, type: RecordType): DirectoryNode[] {
  const table = type === PERMIT ? 'dp_permit' : 'dp_penalty';
  const rows = cachedAll<{ code: string; name: string; total: number }>(
    db,
    DP_TABLES,
    `SELECT m.code, m.name, (SELECT count(*) FROM ${table} x WHERE x.matter_id = m.id${publicised(table)}) AS total
     FROM dp_matter m WHERE m.resource_id = ? ORDER BY m.code`,
    [resourceId],
  );
  return rows.map((row) => ({ ...row, level: 3 as const, resourceId, children: [] }));
}

/**
 * The catalogue tree under a code: XK (permits) and CF (penalties) hold one node per resource, which
 * holds the matters of the organ's power list. Codes are those the tree itself answers.
 */
export const getDoublePublicityTreeByCode: Handler<'getDoublePublicityTreeByCode'> = ({ query }, { db }) => {
  const { code } = query;
  const root = ROOTS[code];
  if (root) {
    const resources = resourceCards(db, new Filter().add('r.type = ?', root.type));
    const children = resources.map((r): DirectoryNode => ({
      code: r.resourceId, name: r.organName, level: 2, resourceId: r.resourceId, total: r.total,
      children: matterNodes(db, r.resourceId, root.type),
    }));
    return ok({ code, name: root.name, level: 1 as const, resourceId: null, total: children.reduce((s, c) => s + c.total, 0), children });
  }
  const resource = resourceCards(db, new Filter().add('r.id = ?', code))[0];
  if (resource) {
    return ok({
      code, name: resource.organName, level: 2 as const, resourceId: resource.resourceId, total: resource.total,
      children: matterNodes(db, resource.resourceId, resource.type),
    });
  }
  const matter = db.prepare('SELECT resource_id AS resourceId, type FROM dp_matter WHERE code = ?').get(code) as
    | { resourceId: string; type: RecordType }
    | undefined;
  const node = matter ? matterNodes(db, matter.resourceId, matter.type).find((n) => n.code === code) : undefined;
  return node ? ok(node) : fail(4040);
};

/** The search conditions a resource's list offers, with the options of its selects. */
export const getDoublePublicityConditionConfig: Handler<'getDoublePublicityConditionConfig'> = ({ query }, { db }) => {
  const resource = resourceById(db, query.resourceId);
  if (!resource) return fail(4040);
  const permit = resource.type === PERMIT;
  const categories = permit
    ? (db.prepare('SELECT DISTINCT category FROM dp_permit WHERE resource_id = ? ORDER BY category').all(resource.id) as { category: string }[]).map((r) => r.category)
    : [...new Set((db.prepare('SELECT DISTINCT category FROM dp_penalty WHERE resource_id = ?').all(resource.id) as { category: string }[]).flatMap((r) => r.category.split('、')))].sort();
  const conditions: Schema<'SearchCondition'>[] = [
    { prop: 'keyword', label: '关键词', type: 'input', placeholder: `请输入行政相对人名称、统一社会信用代码或${permit ? '许可' : '处罚'}决定书文号` },
    {
      prop: 'category', label: permit ? '许可类别' : '处罚类别', type: 'select', placeholder: '全部',
      options: categories.map((c) => ({ label: c, value: c })),
    },
    {
      prop: 'decisionDate', label: permit ? '许可决定日期' : '处罚决定日期', type: 'dateRange', placeholder: '开始日期至结束日期',
      params: ['decisionDateFrom', 'decisionDateTo'],
    },
  ];
  return ok(conditions);
};

/** Permits and penalties by district of the subject (the statistics page's map). */
export const getDoublePublicityProvinceStatistics: Handler<'getDoublePublicityProvinceStatistics'> = (_request, { db }) => {
  const count = (table: string) =>
    new Map(
      cachedAll<{ district: string; n: number }>(
        db,
        [table, 'enterprise'],
        `SELECT e.district, count(*) AS n FROM ${table} x JOIN enterprise e ON e.id = x.enterprise_id WHERE 1 = 1${publicised(table)} GROUP BY e.district`,
      ).map((r) => [r.district, r.n]),
    );
  const permits = count('dp_permit');
  const penalties = count('dp_penalty');
  const divisions = DIVISIONS.map((d) => ({
    divisionCode: d.code, divisionName: d.name, permitCount: permits.get(d.name) ?? 0, punishCount: penalties.get(d.name) ?? 0,
  }));
  return ok({
    permitTotal: divisions.reduce((s, d) => s + d.permitCount, 0),
    punishTotal: divisions.reduce((s, d) => s + d.punishCount, 0),
    divisions,
  });
};

/** Reporting organs ranked by the records they published (the statistics page's bar chart). */
export const getDoublePublicityOrganStatisticsPage: Handler<'getDoublePublicityOrganStatisticsPage'> = ({ query }, { db }) => {
  const q = query;
  const stats = `
    SELECT r.organ_code AS organCode, max(r.organ_name) AS organName,
           coalesce(sum(CASE r.type WHEN 1 THEN c.total END), 0) AS permitCount,
           coalesce(sum(CASE r.type WHEN 2 THEN c.total END), 0) AS punishCount,
           coalesce(sum(c.total), 0) AS total, max(c.updated) AS updateTime, min(r.sort) AS sort
    FROM dp_resource r
    LEFT JOIN (SELECT resource_id, count(*) AS total, max(update_time) AS updated FROM dp_permit GROUP BY resource_id
               UNION ALL
               SELECT resource_id, count(*), max(update_time) FROM dp_penalty WHERE publicity_ended_at IS NULL GROUP BY resource_id) c ON c.resource_id = r.id
    GROUP BY r.organ_code`;
  const { total } = db.prepare(`SELECT count(DISTINCT organ_code) AS total FROM dp_resource`).get() as { total: number };
  const records = cachedAll<Schema<'OrganStatistics'>>(
    db,
    DP_TABLES,
    `SELECT organCode, organName, permitCount, punishCount, total, updateTime FROM (${stats}) ORDER BY total DESC, sort LIMIT ? OFFSET ?`,
    [q.pageSize, offsetOf(q.pageNo, q.pageSize)],
  );
  return ok(page(records, total, q));
};

function matterSelect(type: RecordType): string {
  const table = type === PERMIT ? 'dp_permit' : 'dp_penalty';
  const specific =
    type === PERMIT ? 'm.time_limit AS timeLimit, m.certificate' : 'm.fine_range AS fineRange';
  return `
    SELECT CAST(m.id AS TEXT) AS id, m.code, m.name, m.resource_id AS resourceId, r.organ_name AS organName, m.category,
           m.basis, ${specific}, m.description, (SELECT count(*) FROM ${table} x WHERE x.matter_id = m.id${publicised(table)}) AS total
    FROM dp_matter m JOIN dp_resource r ON r.id = m.resource_id`;
}

/** A page of the matters of permits or penalties, by code; `organCode` picks one organ's. */
function matterPage<Row>(db: Database, type: RecordType, q: PageQuery & { organCode?: string }): Page<Row> {
  const filter = new Filter().add('m.type = ?', type);
  if (q.organCode) filter.add('r.organ_code = ?', q.organCode);
  filter.phrase(q.keyword, ['m.name', 'm.code']);
  const { total } = db
    .prepare(`SELECT count(*) AS total FROM dp_matter m JOIN dp_resource r ON r.id = m.resource_id ${filter.sql}`)
    .get(...filter.args) as { total: number };
  const records = cachedAll<Row>(db, DP_TABLES, `${matterSelect(type)} ${filter.sql} ORDER BY m.code LIMIT ? OFFSET ?`, [
    ...filter.args,
    q.pageSize,
    offsetOf(q.pageNo, q.pageSize),
  ]);
  return page(records, total, q);
}

const matterById = <Row>(db: Database, type: RecordType, id: string): Row | undefined =>
  db.prepare(`${matterSelect(type)} WHERE m.id = ? AND m.type = ?`).get(id, type) as Row | undefined;

type PermitMatter = Schema<'PermitMatter'>;
type PunishMatter = Schema<'PunishMatter'>;
const getPermitDirectoryPage: Handler<'getPermitDirectoryPage'> = ({ query }, { db }) => ok(matterPage<PermitMatter>(db, PERMIT, query));
const getPermitDirectoryDetail: Handler<'getPermitDirectoryDetail'> = ({ query }, { db }) => found(matterById<PermitMatter>(db, PERMIT, query.id));
const getPunishDirectoryPage: Handler<'getPunishDirectoryPage'> = ({ query }, { db }) => ok(matterPage<PunishMatter>(db, PUNISH, query));
const getPunishDirectoryDetail: Handler<'getPunishDirectoryDetail'> = ({ query }, { db }) => found(matterById<PunishMatter>(db, PUNISH, query.id));

export const handlers: Handlers = {
  getDoublePublicityDetail,
  getDoublePublicityDetailImage,
  getDoublePublicityDirectory,
  getPermitList,
  getPunishList,
  getDoublePublicityResourceList,
  getDoublePublicityProvinceStatistics,
  getDoublePublicityOrganStatisticsPage,
  getDoublePublicityTreeByCode,
  getDoublePublicityConditionConfig,
  getPunishListByCreditCode,
  getPermitDirectoryPage,
  getPermitDirectoryDetail,
  getPunishDirectoryPage,
  getPunishDirectoryDetail,
};
