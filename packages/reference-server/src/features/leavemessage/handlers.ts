// 我要留言 and 网站互动: posting (login required), the public board, details, the acceptance statistics
// and the visitor's own messages.
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../http/reply.js';
import type { Handlers, OperationHandler } from '../../handlers/types.js';
import { formatCst } from '../../time.js';
import type { SessionUser } from '../accounts/session.js';
import { maskName } from '../commitments/handlers.js';
import { nextTrackingNo } from '../objections/store.js';

export type Channel = 'leaveMessage' | 'interaction';
export const CHANNEL_PREFIX: Record<Channel, string> = { leaveMessage: 'LY', interaction: 'HD' };
export const MESSAGE_TYPES = ['咨询', '建议', '投诉', '求助'] as const;

const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const offset = (pageNo: number, pageSize: number) => Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER);

interface MessageForm {
  title: string;
  type: string;
  content: string;
  name: string;
  phone: string;
  email?: string;
  isPublic: boolean;
}

function post(channel: Channel): OperationHandler {
  return ({ body, user }, { db, now }) => {
    const form = body as MessageForm;
    const at = now();
    const trackingNo = nextTrackingNo(db, CHANNEL_PREFIX[channel], at, 'message_board', 'tracking_no');
    const submitTime = formatCst(at);
    db.prepare(
      `INSERT INTO message_board (channel, tracking_no, user_id, title, type, content, name, phone, email, is_public, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待受理', ?)`,
    ).run(channel, trackingNo, (user as SessionUser).id, form.title, form.type, form.content, form.name.trim(), form.phone, form.email ?? null, form.isPublic ? 1 : 0, submitTime);
    return ok({ trackingNo, status: '待受理', submitTime });
  };
}

interface BoardRow {
  id: string;
  trackingNo: string;
  userId: number | null;
  title: string;
  type: string;
  name: string;
  createTime: string;
  status: string;
  isPublic: number;
  content: string;
  reply: string | null;
  replyUnit: string | null;
  replyTime: string | null;
}

const COLUMNS = `CAST(id AS TEXT) AS id, tracking_no AS trackingNo, user_id AS userId, title, type, name, created_at AS createTime,
  status, is_public AS isPublic, content, reply, reply_unit AS replyUnit, reply_time AS replyTime`;

/** What the public sees: the name masked, no phone, no tracking number. */
function publicView(row: BoardRow, withText: boolean) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    name: maskName(row.name),
    createTime: row.createTime,
    status: row.status,
    ...(withText ? { content: row.content } : {}),
    ...(withText && row.reply ? { reply: row.reply } : {}),
    ...(row.replyUnit ? { replyUnit: row.replyUnit } : {}),
    ...(row.replyTime ? { replyTime: row.replyTime } : {}),
  };
}

function ownView(row: BoardRow) {
  return {
    ...publicView(row, true),
    name: row.name,
    trackingNo: row.trackingNo,
    isPublic: row.isPublic === 1,
  };
}

/** The board: public messages that have been answered (已办结), newest first. */
function board(channel: Channel): OperationHandler {
  return ({ query }, { db }) => {
    const { pageNo, pageSize, keyword, type } = query as { pageNo: number; pageSize: number; keyword?: string; type?: string };
    const where = ['channel = ?', 'is_public = 1', "status = '已办结'"];
    const args: unknown[] = [channel];
    if (type) {
      where.push('type = ?');
      args.push(type);
    }
    if (keyword?.trim()) {
      where.push("title LIKE ? ESCAPE '\\'");
      args.push(likePattern(keyword.trim()));
    }
    const filter = where.join(' AND ');
    const { total } = db.prepare(`SELECT count(*) AS total FROM message_board WHERE ${filter}`).get(...args) as { total: number };
    const rows = db
      .prepare(`SELECT ${COLUMNS} FROM message_board WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offset(pageNo, pageSize)) as BoardRow[];
    return ok({ records: rows.map((row) => publicView(row, false)), total, size: pageSize, current: pageNo });
  };
}

/**
 * One message: the public see it once published (public and answered); its writer always does, with
 * the tracking number. Anything else is 4040, so unpublished messages cannot be told from unknown ids.
 */
function detail(channel: Channel): OperationHandler {
  return ({ params, user }, { db }) => {
    const row = db.prepare(`SELECT ${COLUMNS} FROM message_board WHERE id = ? AND channel = ?`).get(params.id, channel) as BoardRow | undefined;
    if (!row) return fail(4040);
    if (user && row.userId === user.id) return ok(ownView(row));
    if (row.isPublic !== 1 || row.status !== '已办结') return fail(4040);
    return ok(publicView(row, true));
  };
}

/**
 * infoQuery of 网站互动 (/info-search): the progress of one interaction by its HD number and the mobile
 * number given in it, public or not. Both an unknown number and a wrong phone answer 4040.
 */
const queryWebsiteInteractionInfo: OperationHandler = ({ query }, { db }) => {
  const { trackingNo, verifier } = query as { trackingNo: string; verifier: string };
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM message_board WHERE channel = 'interaction' AND tracking_no = ? AND phone = ?`)
    .get(trackingNo.trim().toUpperCase(), verifier.trim()) as BoardRow | undefined;
  if (!row) return fail(4040);
  return ok({
    trackingNo: row.trackingNo,
    title: row.title,
    status: row.status,
    submitTime: row.createTime,
    ...(row.replyTime ? { finishTime: row.replyTime } : {}),
    ...(row.replyUnit ? { handleUnit: row.replyUnit } : {}),
    ...(row.reply ? { result: row.reply } : {}),
  });
};

const getLeaveMessagePersonalPage: OperationHandler = ({ query, user }, { db }) => {
  const { pageNo, pageSize } = query as { pageNo: number; pageSize: number };
  const args = ['leaveMessage', (user as SessionUser).id];
  const { total } = db.prepare('SELECT count(*) AS total FROM message_board WHERE channel = ? AND user_id = ?').get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM message_board WHERE channel = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset(pageNo, pageSize)) as BoardRow[];
  return ok({ records: rows.map(ownView), total, size: pageSize, current: pageNo });
};

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
const getLeaveMessageAcceptSituation: OperationHandler = ({ query }, { db, now }) => {
  const current = formatCst(now()).slice(0, 7);
  const year = (query.year as number | undefined) ?? Number(current.slice(0, 4));
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

export const messageBoardHandlers: Handlers = {
  addLeaveMessage: post('leaveMessage'),
  getLeaveMessagePage: board('leaveMessage'),
  getLeaveMessageDetail: detail('leaveMessage'),
  getLeaveMessageAcceptSituation,
  getLeaveMessagePersonalPage,
  addWebsiteInteraction: post('interaction'),
  getWebsiteInteractionFrontPage: board('interaction'),
  getWebsiteInteractionFrontDetail: detail('interaction'),
  queryWebsiteInteractionInfo,
};
