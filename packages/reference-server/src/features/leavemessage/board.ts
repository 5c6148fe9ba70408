// The message board that citizen messages (我要留言) and website interaction (网站互动, features/interaction)
// share: one table with a channel column (schema.ts), posting, the public board, details and the writer's
// own view. Only who answers differs: government departments for messages, the portal's operators for
// interaction.
import { fail, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import { likePattern, nextTrackingNo } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';
import { maskName } from '../../kernel/mask.js';

export type Channel = 'leaveMessage' | 'interaction';

export const CHANNEL_PREFIX: Record<Channel, string> = { leaveMessage: 'LY', interaction: 'HD' };

export const MESSAGE_TYPES = ['咨询', '建议', '投诉', '求助'] as const;

/** The operations of both channels, typed alike: the same receipt, page and message. */
type Post = SignedInHandler<'addLeaveMessage' | 'addWebsiteInteraction'>;
type Board = Handler<'getLeaveMessagePage' | 'getWebsiteInteractionFrontPage'>;
type Detail = Handler<'getLeaveMessageDetail' | 'getWebsiteInteractionFrontDetail'>;

export function post(channel: Channel) {
  const handler: Post = ({ body: form, user }, { db, now }) => {
    const at = now();
    const trackingNo = nextTrackingNo(db, CHANNEL_PREFIX[channel], at, 'message_board', 'tracking_no');
    const submitTime = formatCst(at);
    db.prepare(
      `INSERT INTO message_board (channel, tracking_no, user_id, title, type, content, name, phone, email, is_public, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待受理', ?)`,
    ).run(channel, trackingNo, user.id, form.title, form.type, form.content, form.name.trim(), form.phone, ('email' in form ? form.email : undefined) ?? null, form.isPublic ? 1 : 0, submitTime);
    return ok({ trackingNo, status: '待受理' as const, submitTime });
  };
  return signedIn(handler);
}

export interface BoardRow {
  id: string;
  trackingNo: string;
  userId: number | null;
  title: string;
  type: string;
  name: string;
  createTime: string;
  status: Schema<'SubmissionStatus'>;
  isPublic: number;
  content: string;
  reply: string | null;
  replyUnit: string | null;
  replyTime: string | null;
}

export const COLUMNS = `CAST(id AS TEXT) AS id, tracking_no AS trackingNo, user_id AS userId, title, type, name, created_at AS createTime,
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

export function ownView(row: BoardRow) {
  return {
    ...publicView(row, true),
    name: row.name,
    content: row.content,
    trackingNo: row.trackingNo,
    isPublic: row.isPublic === 1,
  };
}

/** The board: public messages that have been answered (已办结), newest first. */
export function board(channel: Channel): Board {
  return ({ query }, { db }) => {
    const { pageNo, pageSize, keyword, type } = query;
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
      .all(...args, pageSize, offsetOf(pageNo, pageSize)) as BoardRow[];
    return ok({ records: rows.map((row) => publicView(row, false)), total, size: pageSize, current: pageNo });
  };
}

/**
 * One message: the public see it once published (public and answered); its writer always does, with
 * the tracking number. Anything else is 4040, so unpublished messages cannot be told from unknown ids.
 */
export function detail(channel: Channel): Detail {
  return ({ params, user }, { db }) => {
    const row = db.prepare(`SELECT ${COLUMNS} FROM message_board WHERE id = ? AND channel = ?`).get(params.id, channel) as BoardRow | undefined;
    if (!row) return fail(4040);
    if (user && row.userId === user.id) return ok(ownView(row));
    if (row.isPublic !== 1 || row.status !== '已办结') return fail(4040);
    return ok(publicView(row, true));
  };
}
