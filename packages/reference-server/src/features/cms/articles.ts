// Articles of the CMS: lists by classification, one article, and the full-text search (spec §7).
import { fail, invalid, ok } from '../../kernel/reply.js';
import type { Handler, Schema } from '../../kernel/handler.js';
import { isBigramWord } from '../../db/bigrams.js';
import { offsetOf, pageQuery, prepared, rankedIds, type SortKey } from '../../kernel/paging.js';
import { ftsPhrase, highlight, plainText, searchWords, snippet, TRIGRAM } from './highlight.js';
import { likePattern } from '../../kernel/sql.js';

const ARTICLE_SUMMARY_COLUMNS = `CAST(a.id AS TEXT) AS id, a.title, a.classification_id AS classificationId, a.source,
  a.release_time AS releaseTime, a.summary`;
/** A column's order, newest first: the order of the index article_by_classification, so pages are read by keyset. */
const NEWEST_FIRST: SortKey[] = [
  { column: 'a.release_time', desc: true },
  { column: 'a.id', desc: true },
];

/**
 * One page of a classification's published articles, newest first. Keywords are matched against
 * titles (contract); each word of three or more characters through the trigram index.
 */
export const getArticlePageByClassification: Handler<'getArticlePageByClassification'> = ({ query }, { db }) => {
  const { classificationId, pageNo, pageSize, keyword } = query;
  const exists = prepared(db, 'SELECT 1 FROM article_classification WHERE id = ?').get(classificationId);
  if (!exists) return fail(4040);

  const where = ['a.classification_id = ?', 'a.published = 1'];
  const args: unknown[] = [classificationId];
  const words = searchWords(keyword ?? '');
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
  // The total and the page's keys come from the index article_by_classification, the total counted once
  // until an article is written (kernel/paging.ts): every page of a column used to count its articles.
  const { records, total } = pageQuery<Schema<'ArticleSummary'>>(
    db,
    {
      select: ARTICLE_SUMMARY_COLUMNS,
      from: 'article a',
      where,
      args,
      order: NEWEST_FIRST,
      tables: ['article'],
    },
    { pageNo, pageSize },
  );
  return ok({ records, total, size: pageSize, current: pageNo });
};

type ArticleRow = Omit<Schema<'ArticleDetail'>, 'attachments'>;

/** One published article with its HTML body and attachments; 4040 for unknown or unpublished ids. */
export const getArticleDetail: Handler<'getArticleDetail'> = ({ params }, { db }) => {
  const id = params.id;
  if (!/^\d{1,15}$/.test(id)) return fail(4040);
  const row = prepared(
    db,
    `SELECT CAST(a.id AS TEXT) AS id, a.title, a.classification_id AS classificationId, c.name AS classificationName,
            a.source, a.release_time AS releaseTime, a.summary, a.body AS content
     FROM article a JOIN article_classification c ON c.id = a.classification_id
     WHERE a.id = ? AND a.published = 1`,
  ).get(Number(id)) as ArticleRow | undefined;
  if (!row) return fail(4040);
  const attachments = prepared(db, 'SELECT id, name, size FROM article_attachment WHERE article_id = ? ORDER BY sort, id').all(Number(id)) as Schema<'Attachment'>[];
  return ok({ ...row, attachments });
};

interface SearchRow extends Omit<ArticleRow, 'content' | 'summary'> {
  summary: string;
  body: string;
}

/**
 * Full-text search (search type 4), one query per request: the hits, their rank and the total (a window
 * count) come from one full-text MATCH. Words of three or more characters go through the trigram index,
 * words of two letters or digits through the bigram index (db/bigrams.ts); both are ranked by BM25 with
 * the title weighted up, newer first among equals. Other words (one character, or two with punctuation)
 * are substring matches; a keyword of such words only is a scan, title matches first.
 */
export const searchArticles: Handler<'searchArticles'> = ({ query }, { db }) => {
  const { keyword, classificationId, pageNo, pageSize } = query;
  const words = searchWords(keyword);
  if (words.length === 0 || words.join('').length < 2) {
    return invalid('keyword', '请输入至少2个字的关键词');
  }
  const longWords = words.filter((w) => [...w].length >= TRIGRAM);
  const pairWords = words.filter((w) => [...w].length < TRIGRAM && isBigramWord(w));
  const scanWords = words.filter((w) => [...w].length < TRIGRAM && !isBigramWord(w));

  // The hits are ranked on the index article_search (id, published, release_time, classification_id):
  // the bodies, long enough to spill into overflow pages, are read for the page's rows only.
  const where = ['s.published = 1'];
  const args: unknown[] = [];
  let from = 'article s';
  let rank = 'NULL';
  const orderArgs: unknown[] = [];
  if (longWords.length > 0) {
    from = 'article_fts f JOIN article s INDEXED BY article_search ON s.id = f.rowid';
    where.push('article_fts MATCH ?');
    args.push(longWords.map(ftsPhrase).join(' AND '));
    // bm25 weights per column: title, summary, body.
    rank = 'bm25(article_fts, 10.0, 3.0, 1.0)';
    if (pairWords.length > 0) {
      where.push('s.id IN (SELECT rowid FROM article_bigram WHERE article_bigram MATCH ?)');
      args.push(pairWords.map(ftsPhrase).join(' AND '));
    }
  } else if (pairWords.length > 0) {
    from = 'article_bigram f JOIN article s INDEXED BY article_search ON s.id = f.rowid';
    where.push('article_bigram MATCH ?');
    args.push(pairWords.map(ftsPhrase).join(' AND '));
    rank = 'bm25(article_bigram, 10.0, 3.0, 1.0)';
  } else {
    // Substring words only: title matches first.
    rank = `CASE WHEN ${scanWords.map(() => "s.title LIKE ? ESCAPE '\\'").join(' AND ')} THEN 0 ELSE 1 END`;
    orderArgs.push(...scanWords.map(likePattern));
  }
  for (const word of scanWords) {
    where.push("(s.title LIKE ? ESCAPE '\\' OR s.summary LIKE ? ESCAPE '\\' OR s.body LIKE ? ESCAPE '\\')");
    const pattern = likePattern(word);
    args.push(pattern, pattern, pattern);
  }
  if (classificationId !== undefined) {
    where.push('s.classification_id IN (SELECT id FROM article_classification WHERE id = ? OR parent_id = ?)');
    args.push(classificationId, classificationId);
  }
  // The ranked ids of every hit, from one query (kept until an article changes: kernel/paging.ts), then the
  // page's articles by id.
  const ids = rankedIds(
    db,
    ['article'],
    `SELECT s.id FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${rank}, s.release_time DESC, s.id DESC`,
    [...args, ...orderArgs],
  );
  const total = ids.length;
  const offset = offsetOf(pageNo, pageSize);
  const pageIds = offset < total ? Array.from(ids.subarray(offset, offset + pageSize)) : [];
  const byId = new Map(
    (
      db
        .prepare(
          `SELECT CAST(a.id AS TEXT) AS id, a.title, a.classification_id AS classificationId, c.name AS classificationName,
                  a.source, a.release_time AS releaseTime, a.summary, a.body
           FROM article a JOIN article_classification c ON c.id = a.classification_id
           WHERE a.id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(pageIds)) as SearchRow[]
    ).map((row) => [Number(row.id), row]),
  );
  const rows = pageIds.map((id) => byId.get(id)).filter((row): row is SearchRow => row !== undefined);
  const records = rows.map(({ body, ...row }) => ({
    ...row,
    titleHighlight: highlight(row.title, words),
    snippet: snippet(plainText(body), words) ?? snippet(row.summary, words) ?? highlight(row.summary.slice(0, 80), words),
  }));
  return ok({ records, total, size: pageSize, current: pageNo });
};
