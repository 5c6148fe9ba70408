// 我要留言 (spec §7 leavemessage): posting (login required), the public board, details, the acceptance
// statistics (受理情况) and the visitor's own messages.
import type { Database } from 'better-sqlite3';
import { ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import { offsetOf } from '../../kernel/paging.js';
import { type BoardRow, COLUMNS, MESSAGE_TYPES, board, detail, ownView, post } from './board.js';

/** personalPage: the visitor's own messages, newest first, unmasked. */
const getLeaveMessagePersonalPage = signedIn<'getLeaveMessagePersonalPage'>(({ query, user }, { db }) => {
  const { pageNo, pageSize } = query;
  const args = ['leaveMessage', user.id];
  const { total } = db.prepare('SELECT count(*) AS total FROM message_board WHERE channel = ? AND user_id = ?').get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM message_board WHERE channel = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as BoardRow[];
  return ok({ records: rows.map(ownView), total, size: pageSize, current: pageNo });
});

function acceptCounts(db: Database, year: number) {
  const rows = db
    .prepare(
      `SELECT substr(created_at, 1, 7) AS month, type, count(*) AS received, sum(status = '已办结') AS replied
       FROM message_board WHERE channel = 'leaveMessage' AND created_at >= ? AND created_at < ? GROUP BY month, type`,
    )
    .all(`${year}-01-01`, `${year + 1}-01-01`) as { month: string; type: string; received: number; replied: number }[];
  return rows;
}

/** 受理情况: received and replied messages of a year (default: the current one), per month and per type. */
const getLeaveMessageAcceptSituation: Handler<'getLeaveMessageAcceptSituation'> = ({ query }, { db, now }) => {
  const current = formatCst(now()).slice(0, 7);
  const year = query.year ?? Number(current.slice(0, 4));
  const rows = acceptCounts(db, year);
  const lastMonth = year === Number(current.slice(0, 4)) ? Number(current.slice(5, 7)) : 12;
  const byMonth = Array.from({ length: lastMonth }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    const of = rows.filter((r) => r.month === month);
    return { month, received: of.reduce((n, r) => n + r.received, 0), replied: of.reduce((n, r) => n + r.replied, 0) };
  });
  const byType = MESSAGE_TYPES.map((type) => {
    const of = rows.filter((r) => r.type === type);
    return { type, received: of.reduce((n, r) => n + r.received, 0), replied: of.reduce((n, r) => n + r.replied, 0) };
  });
  const received = byType.reduce((n, r) => n + r.received, 0);
  const replied = byType.reduce((n, r) => n + r.replied, 0);
  const replyRate = received === 0 ? 0 : Math.round((replied / received) * 1000) / 10;
  return ok({ year, received, replied, replyRate, byMonth, byType });
};

export const handlers: Handlers = {
  addLeaveMessage: post('leaveMessage'),
  getLeaveMessagePage: board('leaveMessage'),
  getLeaveMessageDetail: detail('leaveMessage'),
  getLeaveMessageAcceptSituation,
  getLeaveMessagePersonalPage,
};
