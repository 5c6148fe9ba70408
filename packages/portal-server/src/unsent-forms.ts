// A form sent as a plain POST (no page script) whose visitor's login had ended: its action sent nothing and
// the visitor is sent to log in again. What they typed goes with them, sealed in a cookie whose Path is
// the page they sent it from (HttpOnly, SameSite=Lax, Secure on https), and is given back once, when that
// page is next opened with a login: the form opens with it, as after any other plain POST that was not
// sent (posted-form.ts). Sealed (AES-256-GCM, the page's address bound in), the cookie keeps personal data
// unreadable in the browser's cookie store and cannot be made up, changed or moved to another page; it
// holds its own end, so nothing is kept on the server and any renderer holding the key opens it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { MAX_POSTED_FORM_BYTES, type PostedFields } from './posted-form.js';

/** The cookie that carries a visitor's form. */
export const UNSENT_FORM_COOKIE = 'credit-portal-unsent';
/** A login takes minutes: a form is given back within this time, then never. */
export const UNSENT_FORM_TTL_MS = 30 * 60 * 1000;
/**
 * The longest cookie value sealed (base64url characters). Browsers keep a cookie's name and value within
 * 4,096 bytes, and the whole Cookie header must fit nginx's 8 KB header line beside the login's: a form
 * larger than that once compressed (several thousand characters typed) is not kept.
 */
export const MAX_UNSENT_FORM_COOKIE = 3_600;
/** The key's length: AES-256. */
export const UNSENT_FORM_KEY_BYTES = 32;

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface UnsentFormSeal {
  /** The cookie value carrying a form sent to `path`, or null when nothing was typed or it is too large to carry. */
  seal(path: string, fields: PostedFields): string | null;
  /** The form a cookie value carries for `path`, if it was sealed with this key for that page and is still in time. */
  open(value: string, path: string): PostedFields | undefined;
}

const isFields = (value: unknown): value is PostedFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((values) => Array.isArray(values) && values.every((v) => typeof v === 'string'));

/** Seals and opens kept forms with `key` (UNSENT_FORM_KEY_BYTES bytes; renderers that share it open each other's). */
export function unsentFormSeal(key: Uint8Array, { now = Date.now } = {}): UnsentFormSeal {
  if (key.byteLength !== UNSENT_FORM_KEY_BYTES) throw new RangeError(`the kept forms' key must be ${UNSENT_FORM_KEY_BYTES} bytes`);
  return {
    seal(path, fields) {
      if (!Object.values(fields).some((values) => values.some((value) => value.trim() !== ''))) return null;
      const plain = deflateRawSync(JSON.stringify({ until: now() + UNSENT_FORM_TTL_MS, fields }));
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(path));
      const sealed = Buffer.concat([iv, Buffer.alloc(TAG_BYTES), cipher.update(plain), cipher.final()]);
      cipher.getAuthTag().copy(sealed, IV_BYTES);
      const value = sealed.toString('base64url');
      return value.length <= MAX_UNSENT_FORM_COOKIE ? value : null;
    },
    open(value, path) {
      if (value.length > MAX_UNSENT_FORM_COOKIE || !/^[\w-]+$/.test(value)) return undefined;
      const sealed = Buffer.from(value, 'base64url');
      if (sealed.byteLength <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(path));
        decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const kept = JSON.parse(inflateRawSync(plain, { maxOutputLength: 2 * MAX_POSTED_FORM_BYTES }).toString('utf8')) as { until?: unknown; fields?: unknown };
        return typeof kept.until === 'number' && kept.until > now() && isFields(kept.fields) ? kept.fields : undefined;
      } catch {
        // Not sealed by this key for this page (or damaged): nothing to give back.
        return undefined;
      }
    },
  };
}

/** The Set-Cookie value carrying a kept form to its page (`value` null: the cookie ended). */
export function unsentFormCookie(value: string | null, path: string, secure: boolean): string {
  const attributes = [`Path=${path}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value === null ? [`${UNSENT_FORM_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ') : [`${UNSENT_FORM_COOKIE}=${value}`, `Max-Age=${UNSENT_FORM_TTL_MS / 1000}`, ...attributes].join('; ');
}
