// The message centre's operations: a visitor's notices, paged and filtered, and marking them read.
import type { Database } from 'better-sqlite3';
import { signedIn, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { ok } from '../../kernel/reply.js';
import { formatCst } from '../../kernel/time.js';
import { MESSAGE_TYPES } from './seed.js';
import { offsetOf } from '../../kernel/paging.js';

export const getMessagePage: SignedInHandler<'getMessagePage'> = ({ query, user }, { db }) => {
  const { pageNo, pageSize, readFlag, type } = query;
  const where = ['user_id = ?'];
  const args: unknown[] = [user.id];
  if (readFlag !== undefined) {
    where.push('read_flag = ?');
    args.push(readFlag);
  }
  if (type !== undefined) {
    where.push('type = ?');
    args.push(type);
  }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM site_message WHERE ${filter}`).get(...args) as { total: number };
  const { unread } = db.prepare('SELECT count(*) AS unread FROM site_message WHERE user_id = ? AND read_flag = 0').get(user.id) as { unread: number };
  const rows = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, title, content, type, read_flag AS readFlag, create_time AS createTime, read_time AS readTime
         FROM site_message WHERE ${filter} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Omit<Schema<'MessageInfo'>, 'typeName'>[];
  const records = rows.map((row) => ({ ...row, typeName: MESSAGE_TYPES[row.type] ?? '' }));
  return ok({ records, total, size: pageSize, current: pageNo, unread });
};

/** Marks the visitor's own unread messages among `ids`; others' ids are ignored. */
function markRead(db: Database, userId: number, ids: readonly string[], at: string): number {
  const unique = [...new Set(ids)];
  const placeholders = unique.map(() => '?').join(', ');
  return db
    .prepare(`UPDATE site_message SET read_flag = 1, read_time = ? WHERE user_id = ? AND read_flag = 0 AND id IN (${placeholders})`)
    .run(at, userId, ...unique).changes;
}

export const readMessageBatch: SignedInHandler<'readMessageBatch'> = ({ params, user }, { db, now }) =>
  ok(markRead(db, user.id, params.ids.split(','), formatCst(now())));

export const readMessageBatchByIds: SignedInHandler<'readMessageBatchByIds'> = ({ body, user }, { db, now }) =>
  ok(markRead(db, user.id, body, formatCst(now())));

export const handlers: Handlers = {
  getMessagePage: signedIn(getMessagePage),
  readMessageBatch: signedIn(readMessageBatch),
  readMessageBatchByIds: signedIn(readMessageBatchByIds),
};
