// The one page query of every public list (architecture.md "Shapes": pageNo is 1-based, a page answers
// {records, total, size, current}). Lists of large tables (double publicity, the red and black lists,
// dishonest debtors, abnormal operation) name the tables they read; for those the total and a sparse
// keyset index of the ordered rows are computed once per filter and kept until one of the tables is
// written (table_version, bumped by triggers: db/schema.ts migration 2). A page is then read from the
// nearest remembered sort key (keyset) with an OFFSET of fewer than ANCHOR_STRIDE rows, so a deep page
// or a jump (spec §9: pager and jumper) costs what the first page costs, and no request counts rows.
import type { Database, Statement } from 'better-sqlite3';
import type { Filter } from './sql.js';

/** One column of the order, e.g. `p.decision_date` descending. */
export interface SortKey {
  column: string;
  desc?: boolean;
}

export interface PageSpec {
  /** The SELECT list of a row of the page. */
  select: string;
  /** Tables and joins the rows come from (without FROM). */
  from: string;
  /** Conditions (joined with AND) and their arguments. */
  where: readonly string[];
  args: readonly unknown[];
  /**
   * The order. As sort keys (the last one unique, none NULL) the page may be read by keyset; as SQL
   * (`ORDER BY` text) it is read with OFFSET.
   */
  order: readonly SortKey[] | string;
  /**
   * When every condition is on one table of `from` (its rows all have their joined rows): that table
   * and its key. Totals and the page's keys are then found on its own indexes, and only the page's
   * rows are joined.
   */
  base?: { from: string; key: string };
  /** Tables whose writes change the answer; with them the total and keyset anchors are cached. */
  tables?: readonly string[];
}

/** What a list asks (architecture.md "Shapes"): the 1-based page, its size and the optional search words. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** A page as every list answers it. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

/** The page of `records` out of `total` that `query` asked for. */
export const page = <T>(records: T[], total: number, query: PageQuery): Page<T> => ({
  records,
  total,
  size: query.pageSize,
  current: query.pageNo,
});

/** Every ANCHOR_STRIDE-th sort key of a cached list is kept; a page starts at most this many rows after one. */
export const ANCHOR_STRIDE = 32;
/** Filters remembered at once (least recently used go first). */
const CACHE_LIMIT = 256;

/** The tables whose writes table_version counts (triggers of migration 2). */
export const VERSIONED_TABLES = [
  'article',
  'enterprise',
  'person',
  'dp_resource',
  'dp_matter',
  'dp_permit',
  'dp_penalty',
  'red_black_entry',
  'dishonest_debtor',
  'abnormal_entry',
] as const;

interface Listing {
  version: number;
  total: number;
  /** Sort keys of rows a·STRIDE of the ordered list, by a, as pages have needed them. */
  anchors: Map<number, unknown[]>;
}

interface Cache {
  listings: Map<string, Listing>;
  statements: Map<string, Statement<unknown[]>>;
}

const caches = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { listings: new Map(), statements: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Prepared once per connection and SQL text: preparing is a noticeable share of a fast list request. */
export function prepared(db: Database, sql: string): Statement<unknown[]> {
  const cache = cacheOf(db);
  let stmt = cache.statements.get(sql);
  if (!stmt) {
    stmt = db.prepare<unknown[]>(sql);
    if (cache.statements.size >= 1024) cache.statements.clear();
    cache.statements.set(sql, stmt);
  }
  return stmt;
}

/** The sum of the write counters of `tables`: it grows with every insert, update or delete of any of them. */
function versionOf(db: Database, tables: readonly string[]): number {
  const sql = `SELECT coalesce(sum(version), 0) AS v FROM table_version WHERE name IN (${tables.map(() => '?').join(', ')})`;
  return (prepared(db, sql).get(...tables) as { v: number }).v;
}

/** Forgets the cached totals of `db` (tests; writes are noticed without it). */
export function forgetListings(db: Database): void {
  cacheOf(db).listings.clear();
}

/** OFFSET of a page; the contract sets no upper page number, so absurd ones stay within SQLite's integers. */
export const offsetOf = (pageNo: number, pageSize: number): number => Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER);

/** A keyset can be used when the order is a list of keys that all run the same way. */
const keysetOrder = (order: PageSpec['order']): readonly SortKey[] | undefined =>
  typeof order !== 'string' && order.length > 0 && order.every((k) => Boolean(k.desc) === Boolean(order[0]?.desc)) ? order : undefined;

const orderSql = (order: PageSpec['order']): string =>
  typeof order === 'string' ? order : order.map((k) => `${k.column}${k.desc ? ' DESC' : ''}`).join(', ');

/** One page of a list and the list's total. */
export function pageQuery<T>(db: Database, spec: PageSpec, { pageNo, pageSize }: PageQuery): { records: T[]; total: number } {
  const countFrom = spec.base?.from ?? spec.from;
  const where = spec.where.length > 0 ? `WHERE ${spec.where.join(' AND ')}` : '';
  const order = orderSql(spec.order);
  const keys = keysetOrder(spec.order);
  const offset = offsetOf(pageNo, pageSize);

  let listing: Listing | undefined;
  if (spec.tables && spec.tables.length > 0) {
    const cache = cacheOf(db).listings;
    const version = versionOf(db, spec.tables);
    const cacheKey = `${countFrom}\u0000${where}\u0000${order}\u0000${JSON.stringify(spec.args)}`;
    listing = cache.get(cacheKey);
    cache.delete(cacheKey); // most recently used last
    if (!listing || listing.version !== version) listing = { version, total: count(db, countFrom, where, spec.args), anchors: new Map() };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, listing);
  }
  const total = listing ? listing.total : count(db, countFrom, where, spec.args);
  if (offset >= total) return { records: [], total };

  // From the anchor at or before the page's first row: (keys) <= (anchor) for a descending order.
  const conditions = [...spec.where];
  const args = [...spec.args];
  let skip = offset;
  const a = Math.floor(offset / ANCHOR_STRIDE);
  if (listing && keys && a > 0) {
    const anchor = anchorOf(db, listing, a, { from: countFrom, where: spec.where, args: spec.args, order, keys });
    if (anchor) {
      conditions.push(keysetCondition(keys));
      args.push(...anchor);
      skip = offset - a * ANCHOR_STRIDE;
    }
  }
  const pageWhere = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const sql = spec.base
    ? `SELECT ${spec.select} FROM ${spec.from} WHERE ${spec.base.key} IN (SELECT ${spec.base.key} FROM ${spec.base.from} ${pageWhere} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`
    : `SELECT ${spec.select} FROM ${spec.from} ${pageWhere} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const records = prepared(db, sql).all(...args, pageSize, skip) as T[];
  return { records, total };
}

/** Rows at or after a sort key in the list's order. */
const keysetCondition = (keys: readonly SortKey[]): string =>
  `(${keys.map((k) => k.column).join(', ')}) ${keys[0]?.desc ? '<=' : '>='} (${keys.map(() => '?').join(', ')})`;

function count(db: Database, from: string, where: string, args: readonly unknown[]): number {
  return (prepared(db, `SELECT count(*) AS total FROM ${from} ${where}`).get(...args) as { total: number }).total;
}

/**
 * The sort key of row a·STRIDE: remembered, or found from the nearest remembered anchor before it with
 * one OFFSET walk of the list's index (in SQLite, no rows cross into JavaScript), then remembered.
 */
function anchorOf(
  db: Database,
  listing: Listing,
  a: number,
  list: { from: string; where: readonly string[]; args: readonly unknown[]; order: string; keys: readonly SortKey[] },
): unknown[] | undefined {
  const known = listing.anchors.get(a);
  if (known) return known;
  let from = 0;
  for (const b of listing.anchors.keys()) if (b < a && b > from) from = b;
  const conditions = [...list.where];
  const args = [...list.args];
  if (from > 0) {
    conditions.push(keysetCondition(list.keys));
    args.push(...(listing.anchors.get(from) as unknown[]));
  }
  const sql = `SELECT ${list.keys.map((k) => k.column).join(', ')} FROM ${list.from} ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${list.order} LIMIT 1 OFFSET ?`;
  const stmt = prepared(db, sql);
  const row = stmt.raw(true).get(...args, (a - from) * ANCHOR_STRIDE) as unknown[] | undefined;
  stmt.raw(false);
  // No row: another connection deleted rows since the total was taken; this page reads with OFFSET.
  if (row) listing.anchors.set(a, row);
  return row;
}

/** Ids held by the search cache at most, over all its entries (4 bytes each). */
const SEARCH_CACHE_IDS = 2_000_000;

interface Ranked {
  version: number;
  ids: Int32Array;
}

const searches = new WeakMap<Database, { entries: Map<string, Ranked>; size: number }>();

/**
 * The ids that `sql` (a full-text search: one MATCH, ranked) selects, in its order; kept until one of
 * `tables` is written. Ranking is the cost of a search (BM25 over every hit of a common word), and
 * visitors page through the same hits: the second page, and the same search by someone else, read the
 * ranked ids from here.
 */
export function rankedIds(db: Database, tables: readonly string[], sql: string, args: readonly unknown[]): Int32Array {
  let cache = searches.get(db);
  if (!cache) {
    cache = { entries: new Map(), size: 0 };
    searches.set(db, cache);
  }
  const version = versionOf(db, tables);
  const key = `${sql}\u0000${JSON.stringify(args)}`;
  const hit = cache.entries.get(key);
  cache.entries.delete(key);
  if (hit) cache.size -= hit.ids.length;
  const ranked = hit && hit.version === version ? hit : { version, ids: Int32Array.from(prepared(db, sql).pluck(true).all(...args) as number[]) };
  prepared(db, sql).pluck(false);
  while (cache.entries.size > 0 && (cache.size + ranked.ids.length > SEARCH_CACHE_IDS || cache.entries.size >= CACHE_LIMIT)) {
    const [oldest, entry] = cache.entries.entries().next().value as [string, Ranked];
    cache.entries.delete(oldest);
    cache.size -= entry.ids.length;
  }
  if (ranked.ids.length <= SEARCH_CACHE_IDS) {
    cache.entries.set(key, ranked);
    cache.size += ranked.ids.length;
  }
  return ranked.ids;
}

/** Forgets the ranked searches of `db` (the benchmark's cold case, tests). */
export function forgetSearches(db: Database): void {
  searches.delete(db);
}

const aggregates = new WeakMap<Database, Map<string, { version: number; rows: unknown[] }>>();

/**
 * The rows of `sql` (an aggregate over large tables: totals per resource, organ or district), kept
 * until one of `tables` is written. Callers must not change the rows they get.
 */
export function cachedAll<T>(db: Database, tables: readonly string[], sql: string, args: readonly unknown[] = []): T[] {
  let cache = aggregates.get(db);
  if (!cache) {
    cache = new Map();
    aggregates.set(db, cache);
  }
  const version = versionOf(db, tables);
  const key = `${sql}\u0000${JSON.stringify(args)}`;
  const hit = cache.get(key);
  cache.delete(key);
  const entry = hit && hit.version === version ? hit : { version, rows: prepared(db, sql).all(...args) };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return entry.rows as T[];
}

/**
 * One page of `select` (a SELECT list) from `from` (tables and joins) under `filter`, ordered by `orderBy`
 * (SQL): the shared page query above. A page past the end answers an empty page instead of an SQL error.
 */
export function pageOf<T>(
  db: Database,
  parts: { select: string; from: string; filter: Filter; orderBy: string },
  query: PageQuery,
): Page<T> {
  const { records, total } = pageQuery<T>(
    db,
    { select: parts.select, from: parts.from, where: parts.filter.where, args: parts.filter.args, order: parts.orderBy },
    query,
  );
  return page(records, total, query);
}
