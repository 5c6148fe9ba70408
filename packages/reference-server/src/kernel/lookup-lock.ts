// Look-ups by a number and a second factor (a tracking number with the phone, certificate number or 查询码
// given with it) must not be guessable: five wrong second factors within 15 minutes lock the look-up of
// that number for 15 minutes from the fifth, whoever asks and from whatever address. While locked, no
// second factor is compared, the right one included.
//
// The state is bounded. Numbers that exist keep their failures in SQLite (lookup_failure, at most five
// rows per number: older ones are dropped when a failure is written). Numbers that do not exist are
// locked alike, so that a lock does not tell which numbers exist, but only in memory, for the latest
// UNKNOWN_NUMBERS_KEPT of them: forgetting one early unlocks nothing that could be read.
import type { Database } from 'better-sqlite3';
import { invalid, type JsonReply } from './reply.js';

const MINUTE = 60 * 1000;

export const LOOKUP_LOCK = { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/** How many numbers that do not exist have their failures remembered (the oldest written is forgotten first). */
export const UNKNOWN_NUMBERS_KEPT = 1_000;

/** The table of the failures of numbers that exist (db/schema.ts, migration 3). */
export const LOOKUP_FAILURE_TABLE = `
  CREATE TABLE lookup_failure (
    id     INTEGER PRIMARY KEY,
    scope  TEXT NOT NULL,              -- which look-up: submission, interaction, guarantee
    number TEXT NOT NULL,              -- the tracking number looked up
    at     INTEGER NOT NULL            -- ms since the epoch
  );
  CREATE INDEX lookup_failure_by_number ON lookup_failure(scope, number, at);
`;

/**
 * When a lock set by these failures (newest first, at most LOOKUP_LOCK.failures) ends, or null when none
 * holds at `now`. No failure is written while a number is locked, so the newest failure set the lock if
 * it and the four before it fall within one window.
 */
function lockEnd(newestFirst: readonly number[], now: number): number | null {
  if (newestFirst.length < LOOKUP_LOCK.failures) return null;
  const setAt = newestFirst[0] as number;
  const oldest = newestFirst[LOOKUP_LOCK.failures - 1] as number;
  if (oldest <= setAt - LOOKUP_LOCK.windowMs) return null;
  const until = setAt + LOOKUP_LOCK.lockMs;
  return now < until ? until : null;
}

/** Failures of unknown numbers per database (each app has its own), newest first, by `scope number`. */
const unknownFailures = new WeakMap<Database, Map<string, number[]>>();

function memoryOf(db: Database): Map<string, number[]> {
  let memory = unknownFailures.get(db);
  if (!memory) {
    memory = new Map();
    unknownFailures.set(db, memory);
  }
  return memory;
}

export interface LookupLock {
  /** When the look-up of `number` unlocks, or null when it is open. */
  lockedUntil(number: string, exists: boolean, now: number): number | null;
  /** Records a wrong second factor for `number`; answers when the look-up unlocks if this failure locked it. */
  fail(number: string, exists: boolean, now: number): number | null;
}

/** The lock of one kind of look-up (`scope`), over the app's database. */
export function lookupLock(db: Database, scope: string): LookupLock {
  const newest = (number: string, exists: boolean): number[] =>
    exists
      ? (db
          .prepare('SELECT at FROM lookup_failure WHERE scope = ? AND number = ? ORDER BY at DESC, id DESC LIMIT ?')
          .pluck()
          .all(scope, number, LOOKUP_LOCK.failures) as number[])
      : (memoryOf(db).get(`${scope} ${number}`) ?? []);
  return {
    lockedUntil: (number, exists, now) => lockEnd(newest(number, exists), now),
    fail(number, exists, now) {
      // Not locked now (callers ask first), so failures older than the window can set no lock any more.
      const since = now - LOOKUP_LOCK.windowMs;
      if (exists) {
        db.prepare('DELETE FROM lookup_failure WHERE scope = ? AND number = ? AND at <= ?').run(scope, number, since);
        db.prepare('INSERT INTO lookup_failure (scope, number, at) VALUES (?, ?, ?)').run(scope, number, now);
      } else {
        const memory = memoryOf(db);
        const key = `${scope} ${number}`;
        const kept = [now, ...(memory.get(key) ?? []).filter((at) => at > since)].slice(0, LOOKUP_LOCK.failures);
        // Written last is kept longest: the map's order is the order of the latest writes.
        memory.delete(key);
        memory.set(key, kept);
        while (memory.size > UNKNOWN_NUMBERS_KEPT) memory.delete(memory.keys().next().value as string);
      }
      return lockEnd(newest(number, exists), now);
    },
  };
}

/**
 * The answer while a number's look-up is locked: 202 on the number's field (`trackingNo`, named 受理编号
 * by default), with the minutes left.
 */
export function lookupLocked(until: number, now: number, field = 'trackingNo', name = '受理编号'): JsonReply<never> {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  return invalid(field, `验证信息连续错误${LOOKUP_LOCK.failures}次，该${name}的查询已锁定，请${minutes}分钟后再试`);
}
