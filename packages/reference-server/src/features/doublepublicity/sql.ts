// Small helpers for the list queries of the publicity features.

/** A LIKE pattern that matches `word` anywhere, with LIKE's wildcards taken literally (ESCAPE '\'). */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** OFFSET of a page; the contract sets no upper page number, so keep absurd ones within SQLite's integers. */
export const offsetOf = (pageNo: number, pageSize: number): number => Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER);

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export const page = <T>(records: T[], total: number, query: PageQuery) => ({
  records,
  total,
  size: query.pageSize,
  current: query.pageNo,
});

/** A WHERE clause built condition by condition. */
export class Filter {
  readonly conditions: string[] = [];
  readonly args: unknown[] = [];

  add(condition: string, ...args: unknown[]): this {
    this.conditions.push(condition);
    this.args.push(...args);
    return this;
  }

  /** One keyword matched with LIKE against any of `columns`. */
  keyword(keyword: unknown, columns: readonly string[]): this {
    const word = typeof keyword === 'string' ? keyword.trim() : '';
    if (word === '') return this;
    return this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => likePattern(word)));
  }

  get where(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
