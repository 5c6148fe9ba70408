// 信用信息查询: search bar types 0 (name or legal representative) and 1 (unified social credit code).
import { ok } from '../../http/reply.js';
import type { OperationHandler } from '../../handlers/types.js';
import { ftsPhrase, highlight, likePattern, searchWords, TRIGRAM } from '../cms/highlight.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { SUBJECT_COLUMNS, withKindName, type SubjectKind } from './subjects.js';

interface SearchQuery {
  keyword: string;
  type: 0 | 1;
  kind?: SubjectKind;
  pageNo: number;
  pageSize: number;
}

const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const invalidKeyword = (msg: string) => ({ kind: 'json' as const, status: 200, body: { code: 202 as const, msg, errors: { keyword: msg } } });

export const searchCreditSubjects: OperationHandler = ({ query }, { db }) => {
  const { keyword, type, kind, pageNo, pageSize } = query as unknown as SearchQuery;
  const text = keyword.trim();
  const upper = text.toUpperCase();
  const where: string[] = [];
  const args: unknown[] = [];
  let from = 'enterprise e';
  let order = 'e.id';
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
    const shortWords = words.filter((w) => [...w].length < TRIGRAM);
    if (longWords.length > 0) {
      from = 'enterprise_fts JOIN enterprise e ON e.id = enterprise_fts.rowid';
      where.push('enterprise_fts MATCH ?');
      args.push(`{name legal_person} : (${longWords.map(ftsPhrase).join(' AND ')})`);
      // Columns: name, credit_code, legal_person — a name match outranks a legal representative's.
      order = 'bm25(enterprise_fts, 5.0, 1.0, 2.0), e.id';
    }
    for (const word of shortWords) {
      where.push("(e.name LIKE ? ESCAPE '\\' OR e.legal_person LIKE ? ESCAPE '\\')");
      args.push(likePattern(word), likePattern(word));
    }
  }
  if (kind !== undefined) {
    where.push('e.kind = ?');
    args.push(kind);
  }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from} WHERE ${filter}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${SUBJECT_COLUMNS} FROM ${from} WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, pageSize, Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER)) as { name: string; kind: SubjectKind }[];
  const records = rows.map((row) => ({ ...withKindName(row), nameHighlight: highlight(row.name, words) }));
  return ok({ records, total, size: pageSize, current: pageNo });
};
