// Single sign-on grants (spec §4, §7): the tickets and authorize codes the simulated sign-on hands
// back with the visitor, and the caller codes of the pcLogin variant. Single use, 5 minutes.
import { CITY } from '../../seed/city.js';
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** The portal's identity at the sign-on (getAppId, getAppKey, appCode of the login). */
export const SSO_APP = {
  appId: `${CITY.id}-credit-portal`,
  appKey: 'PTXY-PORTAL-3503',
  appCode: 'CREDIT_PORTAL',
} as const;

export const GRANT_LIFETIME_MS = 5 * 60 * 1000;

export type GrantKind = 'ticket' | 'authorize' | 'caller';

const PREFIX: Record<GrantKind, string> = { ticket: 'TGT-', authorize: 'AC-', caller: 'CC-' };

/** Stores a new grant; expired ones are swept on the way. */
export function issueGrant(db: Database, kind: GrantKind, userId: number | null, now: number): string {
  const code = `${PREFIX[kind]}${randomBytes(18).toString('base64url')}`;
  db.prepare('DELETE FROM sso_grant WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO sso_grant (code, kind, user_id, expires_at) VALUES (?, ?, ?, ?)').run(code, kind, userId, now + GRANT_LIFETIME_MS);
  return code;
}

/** Whether a grant is live (not used, not expired) without spending it. */
export function grantIsLive(db: Database, kind: GrantKind, code: string, now: number): boolean {
  return db.prepare('SELECT 1 FROM sso_grant WHERE code = ? AND kind = ? AND used_at IS NULL AND expires_at > ?').get(code, kind, now) !== undefined;
}

/** Spends a grant: the user it names, or null when unknown, used or expired. */
export function consumeGrant(db: Database, kind: GrantKind, code: string, now: number): number | null | undefined {
  const row = db
    .prepare(
      `UPDATE sso_grant SET used_at = ? WHERE code = ? AND kind = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id AS userId`,
    )
    .get(now, code, kind, now) as { userId: number | null } | undefined;
  // undefined: no live grant; null: a live caller code (it names no user yet).
  return row === undefined ? undefined : row.userId;
}
