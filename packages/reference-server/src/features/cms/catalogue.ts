// Navigation, adverts, classifications, link lists and sidebars of the CMS (spec §3, §7).
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Schema } from '../../kernel/handler.js';
import type { Database } from 'better-sqlite3';
import { cachedAll, prepared } from '../../kernel/paging.js';

type NavigationTabRow = Omit<Schema<'NavigationTab'>, 'children'>;

/** The main navigation tabs in display order (spec §3); the tree is one level deep for now. */
export const getNavigationBarTree: Handler<'getNavigationBarTree'> = (_request, { db }) => {
  const rows = prepared(db, 'SELECT id, name, type, href, sort FROM navigation_tab WHERE parent_id IS NULL ORDER BY sort, id').all() as NavigationTabRow[];
  return ok(rows.map((row) => ({ ...row, children: [] })));
};

interface AdvertRow {
  id: string;
  title: string;
  pictureId: string;
  position: '0' | '1';
  url: string;
  status: '0' | '1';
  show: number;
}

/** Advertisements by status ('1' published, the default); position '1' floats, '0' the left column. */
export const getNoticeList: Handler<'getNoticeList'> = ({ query }, { db }) => {
  const rows = db
    .prepare(
      `SELECT id, title, picture_id AS pictureId, position, url, status, show
       FROM advert WHERE status = ? ORDER BY sort, id`,
    )
    .all(query.status) as AdvertRow[];
  return ok(rows.map((row) => ({ ...row, show: row.show === 1 })));
};

interface ClassificationRow {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
  articleCount: number;
}

/**
 * Published articles per classification, counted once and kept until an article is written
 * (kernel/paging.ts cachedAll): every page that names its column used to count the column's articles
 * (~0.2 ms for 1,400 at the load size), the home page four times.
 */
function articleCounts(db: Database): Map<string, number> {
  const rows = cachedAll<{ id: string; n: number }>(
    db,
    ['article'],
    'SELECT classification_id AS id, count(*) AS n FROM article WHERE published = 1 GROUP BY classification_id',
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}

function classifications(db: Database, where: string, ...args: unknown[]): ClassificationRow[] {
  const rows = prepared(db, `SELECT c.id, c.name, c.parent_id AS parentId, c.sort FROM article_classification c WHERE ${where} ORDER BY c.sort, CAST(c.id AS INTEGER), c.id`).all(
    ...args,
  ) as Omit<ClassificationRow, 'articleCount'>[];
  if (rows.length === 0) return [];
  const counts = articleCounts(db);
  return rows.map((row) => ({ ...row, articleCount: counts.get(row.id) ?? 0 }));
}

interface ClassificationNode extends ClassificationRow {
  children: ClassificationNode[];
}

export const getClassificationTree: Handler<'getClassificationTree'> = (_request, { db }) => {
  const rows = classifications(db, '1');
  const nodes = new Map<string, ClassificationNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: ClassificationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return ok(roots);
};

export const getClassificationByName: Handler<'getClassificationByName'> = ({ query }, { db }) => {
  const [row] = classifications(db, 'c.name = ?', String(query.name).trim());
  return row ? ok(row) : fail(4040);
};

export const getClassificationChildren: Handler<'getClassificationChildren'> = ({ query }, { db }) => {
  if (!prepared(db, 'SELECT 1 FROM article_classification WHERE id = ?').get(query.id)) return fail(4040);
  return ok(classifications(db, 'c.parent_id = ?', query.id));
};

interface MemberRow {
  id: string;
  name: string;
  url: string;
  pictureId: string;
  groupName: string;
  sort: number;
}

const MEMBER_COLUMNS = 'id, name, url, picture_id AS pictureId, group_name AS groupName, sort';

/** The header's link drop-downs, grouped in the order of their first entry (spec §3). */
export const getMemberDropList: Handler<'getMemberDropList'> = (_request, { db }) => {
  const rows = prepared(db, `SELECT ${MEMBER_COLUMNS}, min(rowid) OVER (PARTITION BY group_name) AS groupOrder FROM member_link WHERE type = 2 ORDER BY groupOrder, sort, id`).all() as (MemberRow & { groupOrder: number })[];
  const groups = new Map<string, MemberRow[]>();
  for (const { groupOrder: _order, ...row } of rows) {
    const group = groups.get(row.groupName) ?? [];
    group.push(row);
    groups.set(row.groupName, group);
  }
  return ok([...groups].map(([name, children]) => ({ name, children })));
};

/** Member units (type 1, spec §9) or the link entries flat (type 2). */
export const getMemberList: Handler<'getMemberList'> = ({ query }, { db }) =>
  ok(db.prepare(`SELECT ${MEMBER_COLUMNS} FROM member_link WHERE type = ? ORDER BY group_name, sort, id`).all(query.type) as Schema<'MemberEntry'>[]);

interface SidebarRow {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  kind: 'site' | 'picture' | 'menu';
  sort: number;
}

interface SidebarNode extends Omit<SidebarRow, 'parentId'> {
  items: { id: string; name: string; url: string }[];
  children: SidebarNode[];
}

export const getSidebarTypeTree: Handler<'getSidebarTypeTree'> = (_request, { db }) => {
  const rows = db
    .prepare('SELECT id, parent_id AS parentId, name, code, kind, sort FROM sidebar_type ORDER BY sort, id')
    .all() as SidebarRow[];
  const items = db
    .prepare(
      `SELECT i.id, i.type_id AS typeId, i.title AS name, i.url FROM sidebar_item i JOIN sidebar_type t ON t.id = i.type_id
       WHERE t.kind = 'menu' ORDER BY i.sort, i.id`,
    )
    .all() as { id: string; typeId: string; name: string; url: string }[];
  const nodes = new Map<string, SidebarNode>(
    rows.map(({ parentId: _parent, ...row }) => [row.id, { ...row, items: [], children: [] }]),
  );
  for (const { typeId, ...item } of items) nodes.get(typeId)?.items.push(item);
  const roots: SidebarNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as SidebarNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return ok(roots);
};

export const getPictureSidebar: Handler<'getPictureSidebar'> = ({ query }, { db }) => {
  const type = db.prepare('SELECT kind FROM sidebar_type WHERE id = ?').get(query.typeId) as { kind: string } | undefined;
  if (!type) return fail(4040);
  if (type.kind !== 'picture') return ok([]);
  return ok(
    db
      .prepare('SELECT id, title, picture_id AS pictureId, url, sort FROM sidebar_item WHERE type_id = ? ORDER BY sort, id')
      .all(query.typeId) as Schema<'PictureLink'>[],
  );
};
