// 信用信息查询: search bar types 0 (name or legal representative) and 1 (unified social credit code).
import { invalid, ok } from '../../kernel/reply.js';
import type { Handler, Schema } from '../../kernel/handler.js';
import { isBigramWord } from '../../db/bigrams.js';
import { offsetOf, rankedIds } from '../../kernel/paging.js';
import { ftsPhrase, highlight, searchWords, TRIGRAM } from '../cms/highlight.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { SUBJECT_COLUMNS, withKindName } from './subjects.js';
import { likePattern } from '../../kernel/sql.js';

const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const invalidKeyword = (msg: string) => invalid('keyword', msg);

/**
 * One query per request: the page of subjects and the total (a window count). Names and legal
 * representatives are searched through the trigram index (words of 3+ characters) or the bigram index
 * (words of two letters or digits, db/bigrams.ts), ranked by BM25 with a name match first; other short
 * words are substring matches. A whole unified social credit code is a lookup on its unique index.
 */
export const searchCreditSubjects: Handler<'searchCreditSubjects'> = ({ query }, { db }) => {
  const { keyword, type, kind, pageNo, pageSize } = query;
  const text = keyword.trim();
  const upper = text.toUpperCase();
  const where: string[] = [];
  const args: unknown[] = [];
  let from = 'enterprise e';
  let rank = 'NULL';
  let words: string[] = [];

  if (type === 1) {
    if (!USCC_SHAPE.test(upper)) return invalidKeyword('请输入18位统一社会信用代码');
    if (!isValidUscc(upper)) return invalidKeyword('统一社会信用代码校验位不正确');
    where.push('e.credit_code = ?');
    args.push(upper);
  } else if (USCC_SHAPE.test(upper)) {
    where.push('e.credit_code = ?');
    args.push(upper);
  } else {
    words = searchWords(text);
    if (words.join('').length < 2) return invalidKeyword('请输入至少2个字的关键词');
    const longWords = words.filter((w) => [...w].length >= TRIGRAM);
    const pairWords = words.filter((w) => [...w].length < TRIGRAM && isBigramWord(w));
    const scanWords = words.filter((w) => [...w].length < TRIGRAM && !isBigramWord(w));
    if (longWords.length > 0) {
      from = 'enterprise_fts JOIN enterprise e ON e.id = enterprise_fts.rowid';
      where.push('enterprise_fts MATCH ?');
      args.push(`{name legal_person} : (${longWords.map(ftsPhrase).join(' AND ')})`);
      // Columns: name, credit_code, legal_person — a name match outranks a legal representative's.
      rank = 'bm25(enterprise_fts, 5.0, 1.0, 2.0)';
      if (pairWords.length > 0) {
        where.push('e.id IN (SELECT rowid FROM enterprise_bigram WHERE enterprise_bigram MATCH ?)');
        args.push(pairWords.map(ftsPhrase).join(' AND '));
      }
    } else if (pairWords.length > 0) {
      from = 'enterprise_bigram JOIN enterprise e ON e.id = enterprise_bigram.rowid';
      where.push('enterprise_bigram MATCH ?');
      args.push(pairWords.map(ftsPhrase).join(' AND '));
      // Columns: name, legal_person.
      rank = 'bm25(enterprise_bigram, 5.0, 2.0)';
    }
    for (const word of scanWords) {
      where.push("(e.name LIKE ? ESCAPE '\\' OR e.legal_person LIKE ? ESCAPE '\\')");
      args.push(likePattern(word), likePattern(word));
    }
  }
  if (kind !== undefined) {
    where.push('e.kind = ?');
    args.push(kind);
  }
  // The ranked ids of every hit, from one query (kept until a subject changes: kernel/paging.ts), then the
  // page's subjects by id.
  const ids = rankedIds(db, ['enterprise'], `SELECT e.id FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${rank}, e.id`, args);
  const total = ids.length;
  const offset = offsetOf(pageNo, pageSize);
  const pageIds = offset < total ? Array.from(ids.subarray(offset, offset + pageSize)) : [];
  const byId = new Map(
    (
      db
        .prepare(`SELECT ${SUBJECT_COLUMNS} FROM enterprise e WHERE e.id IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(pageIds)) as Omit<Schema<'SubjectSummary'>, 'kindName'>[]
    ).map((row) => [Number(row.id), row]),
  );
  const rows = pageIds.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const records = rows.map((row) => ({ ...withKindName(row), nameHighlight: highlight(row.name, words) }));
  return ok({ records, total, size: pageSize, current: pageNo });
};
