// Search answers carry highlighted text as safe HTML (contract: searchArticles, searchCreditSubjects):
// everything HTML-escaped, and only <em>…</em> added around matches.
import { escapeHtml } from '../../kernel/html.js';

/**
 * The search words of a keyword: split on white space and control characters, duplicates and empty ones
 * dropped. The contract refuses control characters in request text before it gets here; a word never
 * carries one into a full-text query all the same.
 */
export const searchWords = (keyword: string): string[] => [...new Set(keyword.trim().split(/[\s\p{Cc}]+/u).filter(Boolean))];

/** The trigram tokenizer needs three characters to match; shorter words fall back to LIKE. */
export const TRIGRAM = 3;

/**
 * An FTS5 phrase, quoted so that the visitor's words are never read as query syntax. SQLite reads a query
 * only up to a NUL (the rest, closing quote included, would be lost: "unterminated string"), so NULs are
 * dropped.
 */
export const ftsPhrase = (word: string): string => `"${word.replaceAll('\u0000', '').replace(/"/g, '""')}"`;

/** Character ranges of `text` matched by any of `words` (case-insensitive), merged and sorted. */
function matches(text: string, words: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = word.toLowerCase();
    if (needle === '') continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text` HTML-escaped with each match of `words` in <em>…</em>. */
export function highlight(text: string, words: readonly string[]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of matches(text, words)) {
    out += `${escapeHtml(text.slice(at, start))}<em>${escapeHtml(text.slice(start, end))}</em>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

/** The text of an HTML fragment: tags dropped, the entities the CMS writes decoded, white space folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** About `length` characters of `text` around its first match, highlighted, with … where it was cut. */
export function snippet(text: string, words: readonly string[], length = 80): string | null {
  const first = matches(text, words)[0];
  if (!first) return null;
  const start = Math.max(0, Math.min(first[0] - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${highlight(text.slice(start, end), words)}${end < text.length ? '…' : ''}`;
}
