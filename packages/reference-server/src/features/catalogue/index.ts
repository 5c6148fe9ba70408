// 信用目录: the public credit information resource catalogue — catalogues by providing organ and by
// type, their resources (信息资源) and the data items of each resource (spec §2 /credit-catalog*).
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../http/reply.js';
import type { OperationHandler } from '../../handlers/types.js';
import { formatCst } from '../../time.js';
import { Filter, pageOf, type PageQuery } from '../lists/paging.js';
import type { Feature, SeedContext } from '../types.js';
import {
  CATALOG_TYPES, DATA_ITEMS, OPEN_TYPES, ORGAN_CATALOGS, RESOURCE_SUFFIXES, SHARE_TYPES, SUBJECT_ITEMS, UPDATE_CYCLES,
  type CatalogType,
} from './data.js';

const schema = `
  -- A catalogue (目录) of one providing organ and one type; count and time summarise its resources.
  CREATE TABLE credit_catalog (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    organ       TEXT NOT NULL,                -- 来源单位
    type        TEXT NOT NULL CHECK (type IN ('基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他')),
    description TEXT NOT NULL,
    data_count  INTEGER NOT NULL,             -- 数据总量, the sum over its resources
    update_time TEXT NOT NULL,                -- 更新时间, the latest of its resources
    sort        INTEGER NOT NULL
  );
  CREATE INDEX credit_catalog_by_sort ON credit_catalog(sort, id);
  CREATE INDEX credit_catalog_by_organ ON credit_catalog(organ, sort);
  CREATE INDEX credit_catalog_by_type ON credit_catalog(type, sort);

  -- An information resource (信息资源) of a catalogue.
  CREATE TABLE credit_resource (
    id              INTEGER PRIMARY KEY,
    catalog_id      INTEGER NOT NULL REFERENCES credit_catalog(id),
    name            TEXT NOT NULL,
    code            TEXT NOT NULL UNIQUE,     -- 资源编码
    organ           TEXT NOT NULL,            -- 提供单位
    share_type      TEXT NOT NULL CHECK (share_type IN ('无条件共享', '有条件共享', '不予共享')),
    share_condition TEXT,                     -- 共享条件, for 有条件共享
    open_type       TEXT NOT NULL CHECK (open_type IN ('无条件开放', '有条件开放', '不予开放')),
    update_cycle    TEXT NOT NULL,
    data_count      INTEGER NOT NULL,
    update_time     TEXT NOT NULL,
    description     TEXT NOT NULL,
    sort            INTEGER NOT NULL
  );
  CREATE INDEX credit_resource_by_catalog ON credit_resource(catalog_id, sort, id);

  -- The data items (数据项) of a resource, in the order the resource lists them.
  CREATE TABLE credit_resource_item (
    id          INTEGER PRIMARY KEY,
    resource_id INTEGER NOT NULL REFERENCES credit_resource(id),
    name        TEXT NOT NULL,                -- 字段名
    code        TEXT NOT NULL,                -- 字段标识
    field_type  TEXT NOT NULL CHECK (field_type IN ('字符型', '日期型', '数值型')),
    required    INTEGER NOT NULL CHECK (required IN (0, 1)),
    sort        INTEGER NOT NULL
  );
  CREATE INDEX credit_resource_item_by_resource ON credit_resource_item(resource_id, sort);
`;

const SHARE_CONDITIONS = [
  '仅限用于行政管理和公共服务事项办理，使用部门须经市信用办审核',
  '须通过市公共信用信息平台接口调用，不得向第三方提供',
  '仅向承担相关监管职责的部门共享',
] as const;

const DESCRIPTIONS: Readonly<Record<CatalogType, string>> = {
  基础信息: '记录市场主体的登记、备案等基本情况，是归集和关联公共信用信息的基础。',
  行政许可: '行政机关依法作出的行政许可决定信息，按“双公示”要求在作出决定之日起7个工作日内归集。',
  行政处罚: '行政机关依法作出的行政处罚决定信息，按“双公示”要求在作出决定之日起7个工作日内归集。',
  红名单: '依法依规认定的守信激励对象名单信息，用于实施守信联合激励。',
  黑名单: '依法依规认定的严重失信主体名单信息，用于实施失信联合惩戒。',
  重点关注: '存在失信行为、需要加强监管的重点关注对象名单信息。',
  信用承诺: '市场主体作出的信用承诺及其履约践诺情况。',
  其他: '其他反映市场主体信用状况的公共信用信息。',
};

function seedCatalogue(db: Database, context: SeedContext): void {
  const random = context.random('catalogue');
  const insertCatalog = db.prepare(
    `INSERT INTO credit_catalog (id, name, organ, type, description, data_count, update_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertResource = db.prepare(
    `INSERT INTO credit_resource (catalog_id, name, code, organ, share_type, share_condition, open_type, update_cycle,
       data_count, update_time, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    'INSERT INTO credit_resource_item (resource_id, name, code, field_type, required, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const day = 24 * 3600_000;
  let catalogId = 0;
  for (const entry of ORGAN_CATALOGS) {
    entry.catalogs.forEach(([stem, type], catalogIndex) => {
      catalogId++;
      const suffixes = RESOURCE_SUFFIXES[type];
      const resources = suffixes.slice(0, random.int(Math.min(2, suffixes.length), suffixes.length));
      let total = 0;
      let latest = 0;
      const rows = resources.map((suffix, index) => {
        const share = random.next() < 0.7 ? SHARE_TYPES[0] : random.next() < 0.85 ? SHARE_TYPES[1] : SHARE_TYPES[2];
        const open = type === '基础信息' || type === '红名单' ? OPEN_TYPES[0] : random.pick(OPEN_TYPES);
        const count = index === 0 ? random.int(800, 60_000) : random.int(20, 6_000);
        // Updated within the last 90 days, as the monthly catalogue review expects.
        const time = context.asOf - random.int(0, 90) * day - random.int(0, 86_399) * 1000;
        total += count;
        latest = Math.max(latest, time);
        return { suffix, share, open, count, time, index };
      });
      // The catalogue is written first; its summary columns are filled once the resources are known.
      insertCatalog.run(catalogId, `${stem}信息`, entry.organ, type, DESCRIPTIONS[type], total, formatCst(latest), catalogId);
      for (const row of rows) {
        const code = `350300-${entry.code}-${String(catalogIndex + 1).padStart(2, '0')}${String(row.index + 1).padStart(3, '0')}`;
        const name = `${stem}${row.suffix}`;
        const result = insertResource.run(
          catalogId, name, code, entry.organ, row.share, row.share === '有条件共享' ? random.pick(SHARE_CONDITIONS) : null,
          row.open, random.pick(UPDATE_CYCLES), row.count, formatCst(row.time),
          `${entry.organ}提供的${name}，${DESCRIPTIONS[type]}`, row.index + 1,
        );
        const items = [...SUBJECT_ITEMS, ...DATA_ITEMS[type].filter((_, i) => i < 3 || random.chance(0.7))];
        items.forEach(([field, fieldCode, fieldType, required], sort) => {
          insertItem.run(result.lastInsertRowid, field, fieldCode, fieldType, required ? 1 : 0, sort + 1);
        });
      }
    });
  }
}

const CATALOG_COLUMNS = `CAST(c.id AS TEXT) AS id, c.name, c.organ, c.type, c.data_count AS count, c.update_time AS time,
  (SELECT count(*) FROM credit_resource r WHERE r.catalog_id = c.id) AS resourceNum`;

const RESOURCE_COLUMNS = `CAST(r.id AS TEXT) AS id, CAST(r.catalog_id AS TEXT) AS catalogId, c.name AS catalogName, r.name, r.code,
  r.organ, r.share_type AS shareType, r.open_type AS openType, r.update_cycle AS updateCycle, r.data_count AS count,
  r.update_time AS time`;

interface CatalogFilters {
  keyword?: string;
  organs?: string[];
  types?: string[];
}

function catalogPage(db: Database, filters: CatalogFilters, page: PageQuery) {
  const filter = new Filter().words(filters.keyword, ['c.name']);
  if (filters.organs?.length) filter.add(`c.organ IN (${filters.organs.map(() => '?').join(', ')})`, ...filters.organs);
  if (filters.types?.length) filter.add(`c.type IN (${filters.types.map(() => '?').join(', ')})`, ...filters.types);
  return pageOf(db, { select: CATALOG_COLUMNS, from: 'credit_catalog c', filter, orderBy: 'c.sort, c.id' }, page);
}

const one = (value: unknown): string[] | undefined => (typeof value === 'string' && value !== '' ? [value] : undefined);

/** GET page: the filters in the query string, one organ and one type (a link can carry them). */
const getCreditCatalogPage: OperationHandler = ({ query }, { db }) =>
  ok(catalogPage(db, { keyword: query.keyword as string | undefined, organs: one(query.organ), types: one(query.type) }, query as unknown as PageQuery));

interface CatalogSearchBody extends CatalogFilters {
  pageNo?: number;
  pageSize?: number;
}

/** POST page: the same list, with lists of organs and types from the catalogue's multi-select filter. */
const searchCreditCatalogPage: OperationHandler = ({ body }, { db }) => {
  const filters = (body ?? {}) as CatalogSearchBody;
  return ok(catalogPage(db, filters, { pageNo: filters.pageNo ?? 1, pageSize: filters.pageSize ?? 15 }));
};

const queryCreditResource: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['r.name', 'r.code']);
  if (query.organ) filter.add('r.organ = ?', query.organ);
  if (query.shareType) filter.add('r.share_type = ?', query.shareType);
  if (query.openType) filter.add('r.open_type = ?', query.openType);
  return ok(
    pageOf(
      db,
      { select: RESOURCE_COLUMNS, from: 'credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id', filter, orderBy: 'r.catalog_id, r.sort, r.id' },
      query as unknown as PageQuery,
    ),
  );
};

const getCreditResourceDetail: OperationHandler = ({ query }, { db }) => {
  const resource = db
    .prepare(
      `SELECT ${RESOURCE_COLUMNS}, c.type AS catalogType, r.share_condition AS shareCondition, r.description
       FROM credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id WHERE r.id = ?`,
    )
    .get(query.id) as Record<string, unknown> | undefined;
  if (!resource) return fail(4040);
  const items = db
    .prepare(
      `SELECT name, code, field_type AS fieldType, required FROM credit_resource_item WHERE resource_id = ? ORDER BY sort`,
    )
    .all(query.id) as { name: string; code: string; fieldType: string; required: number }[];
  const { shareCondition, ...rest } = resource;
  return ok({
    ...rest,
    ...(shareCondition === null ? {} : { shareCondition }),
    items: items.map((item) => ({ ...item, required: item.required === 1 })),
  });
};

const resourcesOf = (db: Database, catalogId: unknown) =>
  db
    .prepare(`SELECT ${RESOURCE_COLUMNS} FROM credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id WHERE r.catalog_id = ? ORDER BY r.sort, r.id`)
    .all(catalogId);

const getCreditCatalogDetail: OperationHandler = ({ query }, { db }) => {
  const catalog = db.prepare(`SELECT ${CATALOG_COLUMNS}, c.description FROM credit_catalog c WHERE c.id = ?`).get(query.id);
  if (!catalog) return fail(4040);
  return ok({ ...catalog, resources: resourcesOf(db, query.id) });
};

interface CatalogRow {
  id: string;
  organ: string;
  type: string;
}

/** Catalogues grouped by `key`, the groups in the order of `keys`. */
function grouped(db: Database, key: 'organ' | 'type', keys: readonly string[], only: unknown) {
  const rows = db.prepare(`SELECT ${CATALOG_COLUMNS} FROM credit_catalog c ORDER BY c.sort, c.id`).all() as CatalogRow[];
  return keys
    .filter((k) => !only || k === only)
    .map((k) => {
      const catalogs = rows.filter((row) => row[key] === k);
      return { [key]: k, count: catalogs.length, catalogs };
    });
}

const ORGANS = ORGAN_CATALOGS.map((entry) => entry.organ);

const listCreditCatalogsByOrgan: OperationHandler = ({ query }, { db }) => ok(grouped(db, 'organ', ORGANS, query.organ));

const listCreditCatalogsByType: OperationHandler = ({ query }, { db }) => ok(grouped(db, 'type', CATALOG_TYPES, query.type));

const listCreditResourcesByCatalog: OperationHandler = ({ query }, { db }) => {
  if (!db.prepare('SELECT 1 FROM credit_catalog WHERE id = ?').get(query.catalogId)) return fail(4040);
  const filter = new Filter().add('r.catalog_id = ?', query.catalogId).words(query.keyword, ['r.name', 'r.code']);
  return ok(
    pageOf(
      db,
      { select: RESOURCE_COLUMNS, from: 'credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id', filter, orderBy: 'r.sort, r.id' },
      query as unknown as PageQuery,
    ),
  );
};

const listCreditResourceNumByCatalog: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter();
  if (query.organ) filter.add('c.organ = ?', query.organ);
  if (query.type) filter.add('c.type = ?', query.type);
  return ok(
    db
      .prepare(
        `SELECT CAST(c.id AS TEXT) AS catalogId, c.name AS catalogName, c.organ, c.type,
                count(r.id) AS resourceNum, c.data_count AS count
         FROM credit_catalog c LEFT JOIN credit_resource r ON r.catalog_id = c.id ${filter.sql}
         GROUP BY c.id ORDER BY c.sort, c.id`,
      )
      .all(...filter.args),
  );
};

export const catalogue: Feature = {
  name: 'catalogue',
  schema,
  seed: seedCatalogue,
  handlers: {
    getCreditCatalogPage,
    searchCreditCatalogPage,
    queryCreditResource,
    getCreditResourceDetail,
    getCreditCatalogDetail,
    listCreditCatalogsByOrgan,
    listCreditCatalogsByType,
    listCreditResourcesByCatalog,
    listCreditResourceNumByCatalog,
  },
};
