// A form sent as a plain POST (no page script) whose visitor's login had ended: its action sent nothing and
// the visitor is sent to log in again. What they typed is kept here, in memory, for the page they sent it
// from, and given back once, when that page is next opened with a login: the form opens with it, as after
// any other plain POST that was not sent (posted-form.ts). The browser names its kept form by a cookie
// (HttpOnly, its path the page's own), so the fields never travel in an address and no other page, site
// or script sees the name.
import { randomBytes } from 'node:crypto';
import type { PostedFields } from './posted-form.js';

/** The cookie that names a visitor's kept form. */
export const UNSENT_FORM_COOKIE = 'credit-portal-unsent';
/** A login takes minutes: a form is kept this long, then forgotten. */
export const UNSENT_FORM_TTL_MS = 30 * 60 * 1000;
/** At most this many forms are kept at once: the oldest goes first. */
export const MAX_UNSENT_FORMS = 1000;
/** At most this much typed text is kept at once (UTF-16 code units, the size of a string in memory): the oldest goes first. */
export const MAX_UNSENT_FORM_CHARS = 8 * 1024 * 1024;

interface Kept {
  path: string;
  fields: PostedFields;
  chars: number;
  until: number;
}

const charsOf = (fields: PostedFields): number => Object.entries(fields).reduce((sum, [name, values]) => sum + name.length + values.reduce((n, v) => n + v.length, 0), 0);

/** A name as the cookie carries it: 24 random bytes, base64url. */
const NAME = /^[\w-]{32}$/;

export interface UnsentForms {
  /** Keeps a form sent to `path`; the name for its cookie, or null when nothing was typed. */
  keep(path: string, fields: PostedFields): string | null;
  /** The form kept under `name` for `path` (a name of another page gives nothing). */
  find(name: string, path: string): PostedFields | undefined;
  /** Forgets the form kept under `name`: it was given back. */
  forget(name: string): void;
  readonly size: number;
}

export function createUnsentForms({ now = Date.now, limit = MAX_UNSENT_FORMS, limitChars = MAX_UNSENT_FORM_CHARS } = {}): UnsentForms {
  // A Map iterates in insertion order: the first entry is the oldest.
  const kept = new Map<string, Kept>();
  let chars = 0;
  const forget = (name: string) => {
    const entry = kept.get(name);
    if (!entry) return;
    chars -= entry.chars;
    kept.delete(name);
  };
  const sweep = () => {
    const at = now();
    for (const [name, entry] of kept) {
      if (entry.until > at) break;
      forget(name);
    }
  };
  return {
    keep(path, fields) {
      sweep();
      const size = charsOf(fields);
      const typed = Object.values(fields).some((values) => values.some((value) => value.trim() !== ''));
      if (!typed || size > limitChars) return null;
      while (kept.size >= limit || (kept.size > 0 && chars + size > limitChars)) forget(kept.keys().next().value as string);
      const name = randomBytes(24).toString('base64url');
      kept.set(name, { path, fields, chars: size, until: now() + UNSENT_FORM_TTL_MS });
      chars += size;
      return name;
    },
    find(name, path) {
      sweep();
      if (!NAME.test(name)) return undefined;
      const entry = kept.get(name);
      return entry?.path === path ? entry.fields : undefined;
    },
    forget,
    get size() {
      return kept.size;
    },
  };
}

/** The Set-Cookie value naming a kept form for its page (`name` null: the cookie ended). */
export function unsentFormCookie(name: string | null, path: string, secure: boolean): string {
  const attributes = [`Path=${path}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return name === null ? [`${UNSENT_FORM_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ') : [`${UNSENT_FORM_COOKIE}=${name}`, `Max-Age=${UNSENT_FORM_TTL_MS / 1000}`, ...attributes].join('; ');
}
