// 网站互动 (spec §7 website/interaction): asking, suggesting or complaining to the portal's operators
// (login required), the public board of answered interaction, details, and the progress by tracking
// number (/info-search). The board is the one citizen messages use (leavemessage/board.ts).
import type { Handler, Handlers } from '../../kernel/handler.js';
import { lookupLock, lookupLocked } from '../../kernel/lookup-lock.js';
import { fail, ok } from '../../kernel/reply.js';
import { type BoardRow, COLUMNS, board, detail, post } from '../leavemessage/board.js';

/**
 * infoQuery of 网站互动 (/info-search): the progress of one interaction by its HD number and the mobile
 * number given in it, public or not. Both an unknown number and a wrong phone answer 4040; five wrong
 * phones within 15 minutes lock the number's look-up for 15 minutes (kernel/lookup-lock.ts).
 */
export const queryWebsiteInteractionInfo: Handler<'queryWebsiteInteractionInfo'> = ({ query }, { db, now: clock }) => {
  const now = clock();
  const number = query.trackingNo.trim().toUpperCase();
  const found = db
    .prepare(`SELECT ${COLUMNS}, phone AS verifier FROM message_board WHERE channel = 'interaction' AND tracking_no = ?`)
    .get(number) as (BoardRow & { verifier: string | null }) | undefined;
  const lock = lookupLock(db, 'interaction');
  const locked = lock.lockedUntil(number, found !== undefined, now);
  if (locked !== null) return lookupLocked(locked, now);
  const row = found && found.verifier === query.verifier.trim() ? found : undefined;
  if (!row) {
    const lockedNow = lock.fail(number, found !== undefined, now);
    return lockedNow !== null ? lookupLocked(lockedNow, now) : fail(4040);
  }
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

export const handlers: Handlers = {
  addWebsiteInteraction: post('interaction'),
  getWebsiteInteractionFrontPage: board('interaction'),
  getWebsiteInteractionFrontDetail: detail('interaction'),
  queryWebsiteInteractionInfo,
};
