// SQL helpers every feature's queries share: LIKE patterns for the visitor's words, a WHERE clause built
// condition by condition, and the per-day tracking numbers of submissions and messages.
import type { Database } from 'better-sqlite3';
import { formatCst } from './time.js';

/** A LIKE pattern that matches `word` anywhere, with LIKE's wildcards taken literally (ESCAPE '\'). */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The words of a keyword, split on white space; empty when none was given. */
export const keywordWords = (keyword: unknown): string[] =>
  typeof keyword === 'string' ? keyword.trim().split(/\s+/).filter(Boolean) : [];

/** SQL conditions and their arguments, joined with AND. */
export class Filter {
  readonly where: string[] = [];
  readonly args: unknown[] = [];

  add(condition: string, ...args: unknown[]): this {
    this.where.push(condition);
    this.args.push(...args);
    return this;
  }

  /** Each word of `keyword` must occur in at least one of the columns. */
  words(keyword: unknown, columns: readonly string[]): this {
    for (const word of keywordWords(keyword)) {
      this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => likePattern(word)));
    }
    return this;
  }

  /** The whole keyword (trimmed), as one phrase, must occur in one of the columns. */
  phrase(keyword: unknown, columns: readonly string[]): this {
    const phrase = typeof keyword === 'string' ? keyword.trim() : '';
    if (phrase === '') return this;
    return this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => likePattern(phrase)));
  }

  /** Another filter with the same conditions, to narrow further without changing this one. */
  copy(): Filter {
    const out = new Filter();
    out.where.push(...this.where);
    out.args.push(...this.args);
    return out;
  }

  /** `WHERE …`, or nothing without conditions. */
  get sql(): string {
    return this.where.length > 0 ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}

/**
 * `TS` + `20261122` + `0001`: the next number of the day (China Standard Time) for that prefix, in the
 * given table and column. The sequence has at least four digits and widens when a day needs more
 * (…9999, …10000, …10001): the contract's pattern is `^[A-Z]{2}\d{12,16}$`. The last number given per
 * table, prefix and day is kept in tracking_sequence (db/schema.ts, version 2); a stem it does not know
 * yet (numbers given before the table existed) starts after the largest number of that day already stored.
 */
export function nextTrackingNo(db: Database, prefix: string, at: number, table: string, column: string): string {
  const day = formatCst(at).slice(0, 10).replace(/-/g, '');
  const stem = `${prefix}${day}`;
  const key = `${table}.${column}:${stem}`;
  const next = db.transaction((): number => {
    const known = db.prepare('SELECT last FROM tracking_sequence WHERE stem = ?').get(key) as { last: number } | undefined;
    // The unique index on the number serves this range scan: stem + digits sorts below stem + ':'.
    const last =
      known?.last ??
      (
        db
          .prepare(`SELECT coalesce(max(CAST(substr(${column}, ?) AS INTEGER)), 0) AS last FROM ${table} WHERE ${column} > ? AND ${column} < ?`)
          .get(stem.length + 1, stem, `${stem}:`) as { last: number }
      ).last;
    db.prepare('INSERT INTO tracking_sequence (stem, last) VALUES (?, ?) ON CONFLICT (stem) DO UPDATE SET last = excluded.last').run(key, last + 1);
    return last + 1;
  })();
  return `${stem}${String(next).padStart(4, '0')}`;
}
