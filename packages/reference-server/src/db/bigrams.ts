// Bigram text for the two-character full-text indexes (article_bigram, enterprise_bigram; schema.ts
// migration 2). The trigram tokenizer cannot match a word shorter than three characters, and Chinese
// has no spaces for a word tokenizer to split on, so the text is stored pre-split: every run of letters
// and digits becomes its overlapping two-character pairs, separated by spaces, and the unicode61
// tokenizer reads each pair as one token. A two-character word then matches exactly the texts that
// contain it (case folded), as a substring scan would find them, through one index lookup.
import type { Database } from 'better-sqlite3';

/** What unicode61 counts as a token character (letters, digits, private use). */
const TOKEN_CHAR = /^[\p{L}\p{N}\p{Co}]$/u;
/** A word the bigram index can answer: exactly two token characters. */
const BIGRAM_WORD = /^[\p{L}\p{N}\p{Co}]{2}$/u;

/** Whether a code point is a token character; CJK ideographs and ASCII without a regular expression. */
function isTokenChar(code: number, char: string): boolean {
  if (code >= 0x4e00 && code <= 0x9fff) return true;
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return TOKEN_CHAR.test(char);
}

/** `text` as overlapping two-character tokens: 诚信建设 → 诚信 信建 建设 (runs of token characters only). */
export function bigrams(text: string | null): string | null {
  if (text === null) return null;
  let out = '';
  let previous = '';
  for (const char of text) {
    if (!isTokenChar(char.codePointAt(0) as number, char)) {
      previous = '';
      continue;
    }
    if (previous !== '') out += out === '' ? previous + char : ` ${previous}${char}`;
    previous = char;
  }
  return out;
}

/** Whether `word` is answered by the bigram index (two letters or digits); other short words need a scan. */
export const isBigramWord = (word: string): boolean => BIGRAM_WORD.test(word);

/** Makes bigrams() callable from SQL on this connection (the bigram tables' triggers call it). */
export function registerBigrams(db: Database): void {
  db.function('bigrams', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? bigrams(text) : null));
}
