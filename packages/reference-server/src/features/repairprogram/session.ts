// The operators' sessions (a bearer scheme of their own, `repairOperatorToken`), the lock-out after
// failed logins and the audit log every action is written to.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { OperatorAuthentication, OperatorSession } from '../../kernel/session.js';
import { formatCst } from '../../kernel/time.js';

const MINUTE = 60 * 1000;

/** The session ends after this long without a call (等保 2.0: 登录连接超时自动退出). */
export const OPERATOR_IDLE_MS = 30 * MINUTE;
/** …and at the latest this long after login. */
export const OPERATOR_SESSION_MS = 8 * 60 * MINUTE;
/**
 * 5 failed passwords within 15 minutes lock the account for 15 minutes from the fifth (等保 2.0: 登录失败处理).
 */
export const OPERATOR_LOCK = { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/** How the contract's scheme is named (openapi.yaml securitySchemes). */
export const OPERATOR_SCHEME = 'repairOperatorToken';

export interface OperatorRow extends OperatorSession {
  hash: string;
}

export const operatorByAccount = (db: Database, account: string): OperatorRow | undefined =>
  db
    .prepare('SELECT id, account, name, organ, password_hash AS hash FROM repair_operator WHERE account = ?')
    .get(account) as OperatorRow | undefined;

export function issueOperatorToken(db: Database, operatorId: number, now: number): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO repair_operator_token (token, operator_id, issued_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token, operatorId, now, now, now + OPERATOR_SESSION_MS,
  );
  return token;
}

export const revokeOperatorToken = (db: Database, token: string, now: number): void => {
  db.prepare('UPDATE repair_operator_token SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token);
};

/** Failed logins of the account within the window. */
export const recentFailures = (db: Database, account: string, now: number): number =>
  (
    db.prepare('SELECT count(*) AS count FROM repair_login_failure WHERE account = ? AND at > ?').get(account, now - OPERATOR_LOCK.windowMs) as {
      count: number;
    }
  ).count;

/**
 * When the account's lock ends, or null when it is not locked. The lock is set by the failure that makes
 * five within the window, and lasts OPERATOR_LOCK.lockMs from that failure. No failure is recorded while
 * the account is locked, so the latest failure is the one that set a lock, if any: it did when it and the
 * four before it fall within one window.
 */
export function lockedUntil(db: Database, account: string, now: number): number | null {
  const latest = db
    .prepare('SELECT at FROM repair_login_failure WHERE account = ? ORDER BY at DESC, id DESC LIMIT ?')
    .pluck()
    .all(account, OPERATOR_LOCK.failures) as number[];
  if (latest.length < OPERATOR_LOCK.failures) return null;
  const setAt = latest[0] as number;
  const oldest = latest[latest.length - 1] as number;
  if (oldest <= setAt - OPERATOR_LOCK.windowMs) return null;
  const until = setAt + OPERATOR_LOCK.lockMs;
  return now < until ? until : null;
}

export const recordFailure = (db: Database, account: string, now: number): void => {
  db.prepare('INSERT INTO repair_login_failure (account, at) VALUES (?, ?)').run(account, now);
};

export const clearFailures = (db: Database, account: string): void => {
  db.prepare('DELETE FROM repair_login_failure WHERE account = ?').run(account);
};

/**
 * The operator of `Authorization: Bearer …`: 401 without a known token (a visitor's is not known here),
 * 203 once it was revoked, idle for 30 minutes or older than 8 hours. A live session's idle clock restarts.
 */
export function authenticateOperator(db: Database, authorization: string | undefined, now: number): OperatorAuthentication {
  const match = /^\s*bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (!token) return { ok: false, code: 401 };
  const row = db
    .prepare(
      `SELECT t.last_seen_at AS lastSeen, t.expires_at AS expiresAt, t.revoked_at AS revokedAt, o.id, o.account, o.name, o.organ
         FROM repair_operator_token t JOIN repair_operator o ON o.id = t.operator_id WHERE t.token = ?`,
    )
    .get(token) as (OperatorSession & { lastSeen: number; expiresAt: number; revokedAt: number | null }) | undefined;
  if (!row) return { ok: false, code: 401 };
  if (row.revokedAt !== null || row.expiresAt <= now || row.lastSeen + OPERATOR_IDLE_MS <= now) return { ok: false, code: 203 };
  db.prepare('UPDATE repair_operator_token SET last_seen_at = ? WHERE token = ?').run(now, token);
  return { ok: true, token, operator: { id: row.id, account: row.account, name: row.name, organ: row.organ } };
}

export type AuditAction = '登录' | '退出' | '登录失败' | '撤销公示' | '恢复公示' | '批量撤销公示' | '受理修复申请' | '驳回修复申请' | '备注修复申请';

/** Writes one line of the audit log. */
export function audit(
  db: Database,
  now: number,
  operator: Pick<OperatorSession, 'id' | 'account'> | { id: null; account: string },
  action: AuditAction,
  target: string,
  detail: string,
): void {
  db.prepare('INSERT INTO repair_audit (time, operator_id, account, action, target, detail) VALUES (?, ?, ?, ?, ?, ?)').run(
    formatCst(now), operator.id, operator.account, action, target, detail,
  );
}
