// 网站互动 (spec §7 website/interaction): asking, suggesting or complaining to the portal's operators
// (login required), the public board of answered interaction, details, and the progress by tracking
// number (/info-search). The board is the one citizen messages use (leavemessage/board.ts).
import type { Handler, Handlers } from '../../kernel/handler.js';
import { fail, ok } from '../../kernel/reply.js';
import { type BoardRow, COLUMNS, board, detail, post } from '../leavemessage/board.js';

/**
 * infoQuery of 网站互动 (/info-search): the progress of one interaction by its HD number and the mobile
 * number given in it, public or not. Both an unknown number and a wrong phone answer 4040.
 */
export const queryWebsiteInteractionInfo: Handler<'queryWebsiteInteractionInfo'> = ({ query }, { db }) => {
  const { trackingNo, verifier } = query;
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

export const handlers: Handlers = {
  addWebsiteInteraction: post('interaction'),
  getWebsiteInteractionFrontPage: board('interaction'),
  getWebsiteInteractionFrontDetail: detail('interaction'),
  queryWebsiteInteractionInfo,
};
