import { fail, ok } from '../http/reply.js';
import type { OperationHandler } from './types.js';

interface NavigationTabRow {
  id: string;
  name: string;
  type: number;
  href: string;
  sort: number;
}

/** The main navigation tabs in display order (spec §3); the tree is one level deep for now. */
export const getNavigationBarTree: OperationHandler = (_request, { db }) => {
  const rows = db
    .prepare('SELECT id, name, type, href, sort FROM navigation_tab WHERE parent_id IS NULL ORDER BY sort, id')
    .all() as NavigationTabRow[];
  return ok(rows.map((row) => ({ ...row, children: [] })));
};

interface AdvertRow {
  id: string;
  title: string;
  pictureId: string;
  position: '0' | '1';
  url: string;
  status: '0' | '1';
  show: number;
}

/** Advertisements by status ('1' published, the default); position '1' floats, '0' the left column. */
export const getNoticeList: OperationHandler = ({ query }, { db }) => {
  const rows = db
    .prepare(
      `SELECT id, title, picture_id AS pictureId, position, url, status, show
       FROM advert WHERE status = ? ORDER BY sort, id`,
    )
    .all(query.status) as AdvertRow[];
  return ok(rows.map((row) => ({ ...row, show: row.show === 1 })));
};

interface ArticleQuery {
  classificationId: string;
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** The trigram tokenizer needs three characters to match; shorter words fall back to LIKE. */
const TRIGRAM = 3;

const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
/** An FTS5 phrase, quoted so that the visitor's words are never read as query syntax. */
const ftsPhrase = (word: string): string => `"${word.replace(/"/g, '""')}"`;

/**
 * One page of a classification's published articles, newest first. Keywords are matched against
 * titles (contract); each word of three or more characters through the trigram index.
 */
export const getArticlePageByClassification: OperationHandler = ({ query }, { db }) => {
  const { classificationId, pageNo, pageSize, keyword } = query as unknown as ArticleQuery;
  const exists = db.prepare('SELECT 1 FROM article_classification WHERE id = ?').get(classificationId);
  if (!exists) return fail(4040);

  const where = ['a.classification_id = ?', 'a.published = 1'];
  const args: unknown[] = [classificationId];
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  const longWords = words.filter((w) => [...w].length >= TRIGRAM);
  const shortWords = words.filter((w) => [...w].length < TRIGRAM);
  if (longWords.length > 0) {
    where.push('a.id IN (SELECT rowid FROM article_fts WHERE article_fts MATCH ?)');
    args.push(`title : (${longWords.map(ftsPhrase).join(' AND ')})`);
  }
  for (const word of shortWords) {
    where.push("a.title LIKE ? ESCAPE '\\'");
    args.push(likePattern(word));
  }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM article a WHERE ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(
      `SELECT CAST(a.id AS TEXT) AS id, a.title, a.classification_id AS classificationId, a.source,
              a.release_time AS releaseTime, a.summary
       FROM article a WHERE ${filter}
       ORDER BY a.release_time DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    // The contract sets no upper page number; keep absurd ones within SQLite's integers.
    .all(...args, pageSize, Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER));
  return ok({ records, total, size: pageSize, current: pageNo });
};
