// A form sent as a plain POST (no page script) whose visitor's login had ended: its action sent nothing and
// the visitor is sent to log in again. What they typed goes with them, sealed in a cookie whose Path is
// the page they sent it from (HttpOnly, SameSite=Lax, Secure on https), and is given back once, when that
// page is next opened with a login: the form opens with it, as after any other plain POST that was not
// sent (posted-form.ts). Sealed (AES-256-GCM, the page's address bound in), the cookie keeps personal data
// unreadable in the browser's cookie store and cannot be made up, changed or moved to another page; it
// holds its own end, so nothing is kept on the server and any renderer holding the key opens it.
//
// A form too large for a cookie (a complaint's 2,000 characters) is sealed the same way into a file of a
// folder the site's renderers share (PORTAL_UNSENT_FORMS_DIR), and the cookie carries the file's random
// name instead. That folder is bounded: a file lives for the same 30 minutes, one visitor's address keeps
// at most three, and all of them together at most a thousand files and 32 MiB, the oldest ending first.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PostedFields } from './entry.js';
import { MAX_POSTED_FORM_BYTES } from './posted-form.js';

/** The cookie that carries a visitor's form. */
export const UNSENT_FORM_COOKIE = 'credit-portal-unsent';
/** A login takes minutes: a form is given back within this time, then never. */
export const UNSENT_FORM_TTL_MS = 30 * 60 * 1000;
/**
 * The longest cookie value sealed (base64url characters). Browsers keep a cookie's name and value within
 * 4,096 bytes, and the whole Cookie header must fit nginx's 8 KB header line beside the login's: a form
 * larger than that once compressed (from ~1,200 Chinese characters typed) waits in the shared folder.
 */
export const MAX_UNSENT_FORM_COOKIE = 3_600;
/** A form too large for its cookie waits in the shared folder: at most this many files there… */
export const MAX_HELD_FORMS = 1_000;
/** …of at most this many bytes together… */
export const MAX_HELD_FORMS_BYTES = 32 * 1024 * 1024;
/** …and this many for one visitor's address (a fourth ends their oldest). */
export const MAX_HELD_FORMS_PER_VISITOR = 3;
/** The key's length: AES-256. */
export const UNSENT_FORM_KEY_BYTES = 32;

const IV_BYTES = 12;
const TAG_BYTES = 16;

const isFields = (value: unknown): value is PostedFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((values) => Array.isArray(values) && values.every((v) => typeof v === 'string'));

const typedIn = (fields: PostedFields) => Object.values(fields).some((values) => values.some((value) => value.trim() !== ''));

/** `fields` sent to `path`, compressed and sealed with `key` until `until`: the page's address bound in. */
function sealFields(key: Uint8Array, path: string, fields: PostedFields, until: number): Buffer {
  const plain = deflateRawSync(JSON.stringify({ until, fields }));
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(path));
  const sealed = Buffer.concat([iv, Buffer.alloc(TAG_BYTES), cipher.update(plain), cipher.final()]);
  cipher.getAuthTag().copy(sealed, IV_BYTES);
  return sealed;
}

/** The fields sealed for `path` with `key`, if they were and are still in time at `now`. */
function openFields(key: Uint8Array, sealed: Buffer, path: string, now: number): PostedFields | undefined {
  if (sealed.byteLength <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(path));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const kept = JSON.parse(inflateRawSync(plain, { maxOutputLength: 2 * MAX_POSTED_FORM_BYTES }).toString('utf8')) as { until?: unknown; fields?: unknown };
    return typeof kept.until === 'number' && kept.until > now && isFields(kept.fields) ? kept.fields : undefined;
  } catch {
    // Not sealed by this key for this page (or damaged): nothing to give back.
    return undefined;
  }
}

/** A held form's file: the tag of its visitor's address, then 16 random bytes. */
const HELD_FILE = /^[0-9a-f]{16}\.[\w-]{22}$/;
/** The cookie value naming a held form's file (a sealed value is base64url alone, without a dot). */
const HELD_VALUE = /^h\.([0-9a-f]{16}\.[\w-]{22})$/;

export interface UnsentForms {
  /**
   * The cookie value keeping a form sent to `path` by the visitor at `visitor`: the form itself, sealed,
   * or the name of its sealed file in the shared folder; null when nothing was typed or it could not be kept.
   */
  keep(path: string, fields: PostedFields, visitor: string | undefined): Promise<string | null>;
  /** The form a cookie value keeps for `path`, if it was kept with this key for that page and is still in time. */
  open(value: string, path: string): Promise<PostedFields | undefined>;
  /** Ends what a cookie value keeps (given back, or never to be): its file, if it names one. */
  end(value: string): Promise<void>;
}

export interface UnsentFormsOptions {
  /** The folder the site's renderers share for forms too large for a cookie; unset, one of this process's own under the system's temporary folder, made when first needed. */
  dir?: string;
  now?: () => number;
  /** Told when a form could not be written to the folder (it is then not kept). */
  onError?: (error: unknown) => void;
}

/**
 * Keeps forms for visitors logging in again with `key` (UNSENT_FORM_KEY_BYTES bytes; renderers that share it
 * open each other's): in their cookie, or, too large for it, in the shared folder (see the top of this file).
 */
export function unsentForms(key: Uint8Array, { dir, now = Date.now, onError }: UnsentFormsOptions = {}): UnsentForms {
  if (key.byteLength !== UNSENT_FORM_KEY_BYTES) throw new RangeError(`the kept forms' key must be ${UNSENT_FORM_KEY_BYTES} bytes`);
  let folder: Promise<string> | undefined;
  /** The folder, made when a form first needs it (tried again after a failure). */
  const held = (): Promise<string> =>
    (folder ??= (dir ? fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => dir) : fs.mkdtemp(path.join(os.tmpdir(), 'credit-portal-unsent-'))).then(
      (made) => {
        // Forms nobody came back for end with their time, whether or not another is kept.
        setInterval(() => void prune(made, null, 0).catch(() => undefined), UNSENT_FORM_TTL_MS / 2).unref();
        return made;
      },
      (error: unknown) => {
        folder = undefined;
        throw error;
      },
    ));
  /** The file a cookie value names, in a folder that may hold it (none of this process's own yet: none). */
  const fileOf = async (value: string): Promise<string | undefined> => {
    const name = HELD_VALUE.exec(value)?.[1];
    if (name === undefined || (!dir && !folder)) return undefined;
    return path.join(await held(), name);
  };
  // The visitor's address, unreadable in the file's name: a tag only this key makes.
  const tagOf = (visitor: string | undefined) => createHmac('sha256', key).update(visitor ?? '').digest('hex').slice(0, 16);

  /** Ends the folder's files out of time, then makes room for one more of `tag`'s of `bytes` (tag null: only the first). */
  async function prune(made: string, tag: string | null, bytes: number): Promise<void> {
    const names = (await fs.readdir(made)).filter((name) => HELD_FILE.test(name));
    const files = (
      await Promise.all(
        names.map(async (name) => {
          const stat = await fs.stat(path.join(made, name)).catch(() => undefined);
          return stat ? { name, at: stat.mtimeMs, bytes: stat.size } : undefined;
        }),
      )
    )
      .filter((file) => file !== undefined)
      .sort((a, b) => a.at - b.at);
    const ended = new Set(files.filter((file) => file.at + UNSENT_FORM_TTL_MS <= now()).map((file) => file.name));
    if (tag !== null) {
      const visitors = files.filter((file) => !ended.has(file.name) && file.name.startsWith(`${tag}.`));
      for (const file of visitors.slice(0, Math.max(0, visitors.length - MAX_HELD_FORMS_PER_VISITOR + 1))) ended.add(file.name);
      let count = 1;
      let total = bytes;
      const left = files.filter((file) => !ended.has(file.name));
      for (const file of left) {
        count += 1;
        total += file.bytes;
      }
      for (const file of left) {
        if (count <= MAX_HELD_FORMS && total <= MAX_HELD_FORMS_BYTES) break;
        ended.add(file.name);
        count -= 1;
        total -= file.bytes;
      }
    }
    await Promise.all([...ended].map((name) => fs.rm(path.join(made, name), { force: true })));
  }

  return {
    async keep(page, fields, visitor) {
      if (!typedIn(fields)) return null;
      const sealed = sealFields(key, page, fields, now() + UNSENT_FORM_TTL_MS);
      const value = sealed.toString('base64url');
      if (value.length <= MAX_UNSENT_FORM_COOKIE) return value;
      try {
        const made = await held();
        const tag = tagOf(visitor);
        await prune(made, tag, sealed.byteLength);
        const name = `${tag}.${randomBytes(16).toString('base64url')}`;
        await fs.writeFile(path.join(made, name), sealed, { mode: 0o600, flag: 'wx' });
        return `h.${name}`;
      } catch (error) {
        onError?.(error);
        return null;
      }
    },
    async open(value, page) {
      if (!HELD_VALUE.test(value)) {
        // The form itself, sealed into the cookie.
        if (value.length > MAX_UNSENT_FORM_COOKIE || !/^[\w-]+$/.test(value)) return undefined;
        return openFields(key, Buffer.from(value, 'base64url'), page, now());
      }
      try {
        const file = await fileOf(value);
        const stat = file && (await fs.stat(file).catch(() => undefined));
        if (!file || !stat || stat.size > 2 * MAX_POSTED_FORM_BYTES) return undefined;
        return openFields(key, await fs.readFile(file), page, now());
      } catch {
        // The folder or the file gone or unreadable: nothing to give back.
        return undefined;
      }
    },
    async end(value) {
      const file = await fileOf(value).catch(() => undefined);
      if (file) await fs.rm(file, { force: true }).catch(() => undefined);
    },
  };
}

/** The Set-Cookie value carrying a kept form to its page (`value` null: the cookie ended). */
export function unsentFormCookie(value: string | null, path: string, secure: boolean): string {
  const attributes = [`Path=${path}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value === null ? [`${UNSENT_FORM_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ') : [`${UNSENT_FORM_COOKIE}=${value}`, `Max-Age=${UNSENT_FORM_TTL_MS / 1000}`, ...attributes].join('; ');
}
