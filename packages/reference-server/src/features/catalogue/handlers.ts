// The catalogue's operations: catalogues by organ and type, searches, resources and their data items.
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { CATALOG_TYPES, ORGAN_CATALOGS } from './data.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf, type PageQuery } from '../../kernel/paging.js';

const CATALOG_COLUMNS = `CAST(c.id AS TEXT) AS id, c.name, c.organ, c.type, c.data_count AS count, c.update_time AS time,
  (SELECT count(*) FROM credit_resource r WHERE r.catalog_id = c.id) AS resourceNum`;

const RESOURCE_COLUMNS = `CAST(r.id AS TEXT) AS id, CAST(r.catalog_id AS TEXT) AS catalogId, c.name AS catalogName, r.name, r.code,
  r.organ, r.share_type AS shareType, r.open_type AS openType, r.update_cycle AS updateCycle, r.data_count AS count,
  r.update_time AS time`;

type Catalog = Schema<'CatalogSummary'>;
type Resource = Schema<'ResourceSummary'>;
type CatalogType = Schema<'CatalogType'>;

interface CatalogFilters {
  keyword?: string;
  organs?: string[];
  types?: CatalogType[];
}

function catalogPage(db: Database, filters: CatalogFilters, page: PageQuery) {
  const filter = new Filter().words(filters.keyword, ['c.name']);
  if (filters.organs?.length) filter.add(`c.organ IN (${filters.organs.map(() => '?').join(', ')})`, ...filters.organs);
  if (filters.types?.length) filter.add(`c.type IN (${filters.types.map(() => '?').join(', ')})`, ...filters.types);
  return pageOf<Catalog>(db, { select: CATALOG_COLUMNS, from: 'credit_catalog c', filter, orderBy: 'c.sort, c.id' }, page);
}

const one = <T extends string>(value: T | undefined): T[] | undefined => (typeof value === 'string' && value !== '' ? [value] : undefined);

/** GET page: the filters in the query string, one organ and one type (a link can carry them). */
const getCreditCatalogPage: Handler<'getCreditCatalogPage'> = ({ query }, { db }) =>
  ok(catalogPage(db, { keyword: query.keyword, organs: one(query.organ), types: one(query.type) }, query));

/** POST page: the same list, with lists of organs and types from the catalogue's multi-select filter. */
const searchCreditCatalogPage: Handler<'searchCreditCatalogPage'> = ({ body }, { db }) => {
  // The body's pageNo and pageSize have defaults in the contract, which Ajv does not fill in bodies.
  const filters: Partial<Schema<'CatalogSearch'>> = body ?? {};
  return ok(catalogPage(db, filters, { pageNo: filters.pageNo ?? 1, pageSize: filters.pageSize ?? 15 }));
};

const queryCreditResource: Handler<'queryCreditResource'> = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['r.name', 'r.code']);
  if (query.organ) filter.add('r.organ = ?', query.organ);
  if (query.shareType) filter.add('r.share_type = ?', query.shareType);
  if (query.openType) filter.add('r.open_type = ?', query.openType);
  return ok(
    pageOf<Resource>(
      db,
      { select: RESOURCE_COLUMNS, from: 'credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id', filter, orderBy: 'r.catalog_id, r.sort, r.id' },
      query,
    ),
  );
};

const getCreditResourceDetail: Handler<'getCreditResourceDetail'> = ({ query }, { db }) => {
  const resource = db
    .prepare(
      `SELECT ${RESOURCE_COLUMNS}, c.type AS catalogType, r.share_condition AS shareCondition, r.description
       FROM credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id WHERE r.id = ?`,
    )
    .get(query.id) as (Resource & { catalogType: CatalogType; shareCondition: string | null; description: string }) | undefined;
  if (!resource) return fail(4040);
  const items = db
    .prepare(
      `SELECT name, code, field_type AS fieldType, required FROM credit_resource_item WHERE resource_id = ? ORDER BY sort`,
    )
    .all(query.id) as (Omit<Schema<'DataItem'>, 'required'> & { required: number })[];
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
    .all(catalogId) as Resource[];

const getCreditCatalogDetail: Handler<'getCreditCatalogDetail'> = ({ query }, { db }) => {
  const catalog = db.prepare(`SELECT ${CATALOG_COLUMNS}, c.description FROM credit_catalog c WHERE c.id = ?`).get(query.id) as
    | (Catalog & { description: string })
    | undefined;
  if (!catalog) return fail(4040);
  return ok({ ...catalog, resources: resourcesOf(db, query.id) });
};

/** Catalogues grouped by `key`, the groups in the order of `keys`. */
function grouped<Key extends string>(db: Database, key: 'organ' | 'type', keys: readonly Key[], only: unknown) {
  const rows = db.prepare(`SELECT ${CATALOG_COLUMNS} FROM credit_catalog c ORDER BY c.sort, c.id`).all() as Catalog[];
  return keys
    .filter((k) => !only || k === only)
    .map((k) => {
      const catalogs = rows.filter((row) => row[key] === k);
      return { key: k, count: catalogs.length, catalogs };
    });
}

const ORGANS = ORGAN_CATALOGS.map((entry) => entry.organ);

const listCreditCatalogsByOrgan: Handler<'listCreditCatalogsByOrgan'> = ({ query }, { db }) =>
  ok(grouped(db, 'organ', ORGANS, query.organ).map(({ key, count, catalogs }) => ({ organ: key, count, catalogs })));

const listCreditCatalogsByType: Handler<'listCreditCatalogsByType'> = ({ query }, { db }) =>
  ok(grouped(db, 'type', CATALOG_TYPES, query.type).map(({ key, count, catalogs }) => ({ type: key, count, catalogs })));

const listCreditResourcesByCatalog: Handler<'listCreditResourcesByCatalog'> = ({ query }, { db }) => {
  if (!db.prepare('SELECT 1 FROM credit_catalog WHERE id = ?').get(query.catalogId)) return fail(4040);
  const filter = new Filter().add('r.catalog_id = ?', query.catalogId).words(query.keyword, ['r.name', 'r.code']);
  return ok(
    pageOf<Resource>(
      db,
      { select: RESOURCE_COLUMNS, from: 'credit_resource r JOIN credit_catalog c ON c.id = r.catalog_id', filter, orderBy: 'r.sort, r.id' },
      query,
    ),
  );
};

const listCreditResourceNumByCatalog: Handler<'listCreditResourceNumByCatalog'> = ({ query }, { db }) => {
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
      .all(...filter.args) as Schema<'CatalogResourceNum'>[],
  );
};

export const handlers: Handlers = {
  getCreditCatalogPage,
  searchCreditCatalogPage,
  queryCreditResource,
  getCreditResourceDetail,
  getCreditCatalogDetail,
  listCreditCatalogsByOrgan,
  listCreditCatalogsByType,
  listCreditResourcesByCatalog,
  listCreditResourceNumByCatalog,
};
