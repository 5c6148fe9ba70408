// A passed 安全验证 is a gate of the back end, not only of the browser: the check of a captcha that answers
// true makes its token a pass, and the guarded operations (the credit-information and full-text searches,
// the safety-clue report) are answered only with a valid pass in the X-Captcha-Pass header.
// - A pass lives PASS_LIFETIME_MS after its check.
// - A submission spends it, whatever it answers.
// - A search binds it to its words (the operation, keyword, type, kind) on first use; the same words may
//   then be paged through with it for SEARCH_LIFETIME_MS. Other words need a new pass.
// Passes are made only by solved captchas, each of which is itself made, kept 3 minutes and checked once,
// and expired passes are swept whenever one is made: the table stays as small as the captchas solved.
import type { Database } from 'better-sqlite3';
import type { Handler, OperationReply } from './handler.js';
import type { OperationId } from './handler.js';
import { invalid } from './reply.js';

const MINUTE = 60 * 1000;
export const PASS_LIFETIME_MS = 5 * MINUTE;
export const SEARCH_LIFETIME_MS = 10 * MINUTE;

/** The header that carries the pass (lower-cased as the router collects headers). */
export const CAPTCHA_PASS_HEADER = 'x-captcha-pass';

/** The table of the passes (db/schema.ts, migration 4). */
export const CAPTCHA_PASS_TABLE = `
  CREATE TABLE captcha_pass (
    pass       TEXT PRIMARY KEY,       -- the token of the captcha whose check passed
    bound      TEXT,                   -- a search's words once it has been used for one; NULL before
    expires_at INTEGER NOT NULL        -- ms since the epoch
  ) WITHOUT ROWID;
  CREATE INDEX captcha_pass_expiry ON captcha_pass(expires_at);
`;

/** Makes the token of a captcha just passed a pass. */
export function issueCaptchaPass(db: Database, token: string, now: number): void {
  db.prepare('DELETE FROM captcha_pass WHERE expires_at <= ?').run(now);
  db.prepare('INSERT OR REPLACE INTO captcha_pass (pass, bound, expires_at) VALUES (?, NULL, ?)').run(token, now + PASS_LIFETIME_MS);
}

/**
 * Whether `pass` lets a call through at `now`. Without `words` (a submission) the pass is spent; with
 * them (a search) it is bound to them on first use and then lets the same words through until it expires.
 */
export function redeemCaptchaPass(db: Database, pass: string, now: number, words?: string): boolean {
  if (words === undefined) {
    const row = db.prepare('DELETE FROM captcha_pass WHERE pass = ? RETURNING bound, expires_at AS expiresAt').get(pass) as
      | { bound: string | null; expiresAt: number }
      | undefined;
    return row !== undefined && row.bound === null && row.expiresAt > now;
  }
  const row = db.prepare('SELECT bound, expires_at AS expiresAt FROM captcha_pass WHERE pass = ?').get(pass) as
    | { bound: string | null; expiresAt: number }
    | undefined;
  if (!row || row.expiresAt <= now) return false;
  if (row.bound === null) {
    db.prepare('UPDATE captcha_pass SET bound = ?, expires_at = ? WHERE pass = ?').run(words, now + SEARCH_LIFETIME_MS, pass);
    return true;
  }
  return row.bound === words;
}

export const PASS_REFUSED_MESSAGE = '请先完成安全验证';

/**
 * A guarded operation's handler: answered only with a valid pass, else 202 with `errors.captchaPass`.
 * `wordsOf` names a search's words (the pass is bound to them); without it the pass is spent.
 */
export function withCaptchaPass<Id extends OperationId, Defaults extends string = never>(
  handler: Handler<Id, Defaults>,
  wordsOf?: (request: Parameters<Handler<Id, Defaults>>[0]) => string,
): Handler<Id, Defaults> {
  return (request, context) => {
    const pass = request.headers[CAPTCHA_PASS_HEADER];
    const words = wordsOf ? `${wordsOf(request)}` : undefined;
    if (typeof pass !== 'string' || !redeemCaptchaPass(context.db, pass, context.now(), words)) {
      return invalid('captchaPass', PASS_REFUSED_MESSAGE) as OperationReply<Id>;
    }
    return handler(request, context);
  };
}
