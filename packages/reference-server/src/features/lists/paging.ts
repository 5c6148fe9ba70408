// Paging and keyword filters shared by the public lists of the catalogue, credit-plus and safety
// features (architecture.md "Shapes": pageNo is 1-based, a page answers {records, total, size, current}).
import type { Database } from 'better-sqlite3';
import { pageQuery } from '../../db/page.js';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

/** A LIKE pattern that matches `word` anywhere, with the wildcards of the visitor's text escaped. */
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

  /** Each word must occur in at least one of the columns. */
  words(keyword: unknown, columns: readonly string[]): this {
    for (const word of keywordWords(keyword)) {
      this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => likePattern(word)));
    }
    return this;
  }

  /** Another filter with the same conditions, to narrow further without changing this one. */
  copy(): Filter {
    const out = new Filter();
    out.where.push(...this.where);
    out.args.push(...this.args);
    return out;
  }

  get sql(): string {
    return this.where.length > 0 ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}

/**
 * One page of `select` (a SELECT list) from `from` (tables and joins), ordered by `orderBy`: the shared
 * page query (db/page.ts). A page past the end answers an empty page instead of an SQL error.
 */
export function pageOf<T>(
  db: Database,
  parts: { select: string; from: string; filter: Filter; orderBy: string },
  { pageNo, pageSize }: PageQuery,
): Page<T> {
  const { records, total } = pageQuery<T>(
    db,
    { select: parts.select, from: parts.from, where: parts.filter.where, args: parts.filter.args, order: parts.orderBy },
    { pageNo, pageSize },
  );
  return { records, total, size: pageSize, current: pageNo };
}

/** How the portal shows a natural person's name in public lists: the surname, the rest hidden. */
export const maskPersonName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};
