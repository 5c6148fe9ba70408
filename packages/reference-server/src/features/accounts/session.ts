// Login sessions: bearer tokens issued at login, checked on every login-required operation (spec §6).
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Authentication, UserType } from '../../kernel/session.js';

const SCRYPT_KEYLEN = 32;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, SCRYPT_KEYLEN).toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

/** The token of a request: `Authorization: Bearer …`, or `access_token` in the query for downloads (spec §6). */
export function requestToken(authorization: unknown, accessToken: unknown): string | null {
  if (typeof authorization === 'string') {
    const match = /^\s*bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization);
    if (match) return match[1] as string;
  }
  if (typeof accessToken === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(accessToken)) return accessToken;
  return null;
}

/** Issues a new token for `userId`, valid for `ttlMs`. */
export function issueToken(db: Database, userId: number, now: number, ttlMs: number): { token: string; expiresAt: number } {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = now + ttlMs;
  db.prepare('INSERT INTO auth_token (token, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)').run(token, userId, now, expiresAt);
  return { token, expiresAt };
}

/** A login lasts at most this long from its sign-in, however often it is renewed. */
export const LOGIN_MAX_MS = 12 * 60 * 60 * 1000;

/** Renewal (renewToken): the same token, valid `ttlMs` from now, but never past LOGIN_MAX_MS after its issue. */
export function renewToken(db: Database, token: string, now: number, ttlMs: number): number {
  const row = db.prepare('SELECT issued_at AS issuedAt, expires_at AS expiresAt FROM auth_token WHERE token = ?').get(token) as
    | { issuedAt: number; expiresAt: number }
    | undefined;
  if (!row) return now;
  const expiresAt = Math.max(row.expiresAt, Math.min(now + ttlMs, row.issuedAt + LOGIN_MAX_MS));
  db.prepare('UPDATE auth_token SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return expiresAt;
}

/** Logout: the token stops working at once. */
export function revokeToken(db: Database, token: string, now: number): boolean {
  return db.prepare('UPDATE auth_token SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token).changes > 0;
}

interface TokenRow {
  expires_at: number;
  revoked_at: number | null;
  id: number;
  username: string;
  name: string;
  user_type: UserType;
  enterprise_id: number | null;
  person_id: number | null;
}

export function authenticate(db: Database, token: string | null, now: number): Authentication {
  if (!token) return { ok: false, code: 401 };
  const row = db
    .prepare(
      `SELECT t.expires_at, t.revoked_at, u.id, u.username, u.name, u.user_type, u.enterprise_id, u.person_id
         FROM auth_token t JOIN user_account u ON u.id = t.user_id WHERE t.token = ?`,
    )
    .get(token) as TokenRow | undefined;
  if (!row) return { ok: false, code: 401 };
  if (row.revoked_at !== null || row.expires_at <= now) return { ok: false, code: 203 };
  return {
    ok: true,
    token,
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      userType: row.user_type,
      enterpriseId: row.enterprise_id,
      personId: row.person_id,
    },
  };
}
