import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_HELD_FORMS,
  MAX_HELD_FORMS_BYTES,
  MAX_UNSENT_FORM_COOKIE,
  UNSENT_FORM_TTL_MS,
  unsentFormCookie,
  unsentForms,
} from '../src/unsent-forms.js';

const key = Buffer.alloc(32, 1);

describe('the forms kept while a visitor logs in again', () => {
  it('opens a form for the page it was sealed for only, with the key it was sealed with', async () => {
    const forms = unsentForms(key);
    const sealed = (await forms.keep('/service-credit-declare', { itemName: ['守合同重信用企业'], phone: ['13805943456'] }, '198.51.100.1')) ?? '';
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('13805943456');
    expect(await forms.open(sealed, '/service-credit-declare')).toEqual({ itemName: ['守合同重信用企业'], phone: ['13805943456'] });
    expect(await forms.open(sealed, '/objection')).toBeUndefined();
    expect(await unsentForms(Buffer.alloc(32, 2)).open(sealed, '/service-credit-declare')).toBeUndefined();
  });

  it('keeps nothing where nothing was typed, and a form of 600 characters in its cookie alone', async () => {
    const forms = unsentForms(key);
    expect(await forms.keep('/form', {}, undefined)).toBeNull();
    expect(await forms.keep('/form', { a: ['', '  '] }, undefined)).toBeNull();
    // Random text does not compress: 600 Chinese characters still fit the cookie.
    const typed = Array.from({ length: 600 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('');
    const value = (await forms.keep('/form', { reason: [typed] }, undefined)) ?? '';
    expect(value).toMatch(/^[\w-]+$/);
    expect(value.length).toBeLessThanOrEqual(MAX_UNSENT_FORM_COOKIE);
    expect(await forms.open(value, '/form')).toEqual({ reason: [typed] });
  });

  it('opens a form within its time only', async () => {
    let now = 0;
    const forms = unsentForms(key, { now: () => now });
    const sealed = (await forms.keep('/form', { a: ['1'] }, undefined)) ?? '';
    now = UNSENT_FORM_TTL_MS - 1;
    expect(await forms.open(sealed, '/form')).toEqual({ a: ['1'] });
    now = UNSENT_FORM_TTL_MS;
    expect(await forms.open(sealed, '/form')).toBeUndefined();
  });

  it('opens nothing from a value changed, cut or made up, and refuses a key of another length', async () => {
    const forms = unsentForms(key);
    const sealed = (await forms.keep('/form', { a: ['1'] }, undefined)) ?? '';
    // One character changed inside (each carries six bits of the sealed bytes), one cut, a part, made up.
    const changed = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    for (const value of [changed, sealed.slice(0, -1), sealed.slice(0, 20), '', '%%%', 'A'.repeat(MAX_UNSENT_FORM_COOKIE + 1)]) {
      expect(await forms.open(value, '/form'), value).toBeUndefined();
    }
    expect(() => unsentForms(Buffer.alloc(16))).toThrow(RangeError);
  });

  it('names its cookie for the page alone, out of scripts’ reach, secure on https', () => {
    expect(unsentFormCookie('n', '/form', true)).toBe('credit-portal-unsent=n; Max-Age=1800; Path=/form; HttpOnly; SameSite=Lax; Secure');
    expect(unsentFormCookie(null, '/form', false)).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');
  });
});

/** Typed text that does not compress: `length` Chinese characters, none repeating a pattern. */
const typedText = (length: number, seed = 1) => Array.from({ length }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919 + seed * 104729) % 20000))).join('');

describe('the forms too large for their cookie', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unsent-forms-test-'));
    folders.push(dir);
    return dir;
  };
  const filesIn = (dir: string) => fs.readdirSync(dir).sort();
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a complaint of 2,000 characters in a sealed file of the folder, named by the cookie, and gives it back once for its page', async () => {
    const dir = folder();
    const forms = unsentForms(key, { dir });
    const fields = { content: [typedText(2000)], phone: ['13805943456'] };
    const value = (await forms.keep('/objection', fields, '203.0.113.7')) ?? '';
    expect(value).toMatch(/^h\.[0-9a-f]{16}\.[\w-]{22}$/);
    expect(value.length).toBeLessThan(60);
    const [file] = filesIn(dir);
    expect(`h.${file}`).toBe(value);
    // Sealed: nothing typed can be read from the file, nor the visitor's address from its name.
    const stored = fs.readFileSync(path.join(dir, file ?? ''));
    expect(stored.toString('latin1')).not.toContain('13805943456');
    expect(file).not.toContain('203.0.113.7');
    expect(fs.statSync(path.join(dir, file ?? '')).mode & 0o777).toBe(0o600);

    expect(await forms.open(value, '/objection')).toEqual(fields);
    // Not for another page, nor with another key.
    expect(await forms.open(value, '/complaint')).toBeUndefined();
    expect(await unsentForms(Buffer.alloc(32, 2), { dir }).open(value, '/objection')).toBeUndefined();
    // Given back by another renderer that shares the key and the folder.
    expect(await unsentForms(key, { dir }).open(value, '/objection')).toEqual(fields);
    // Ended: the file is gone, and the cookie opens nothing.
    await forms.end(value);
    expect(filesIn(dir)).toEqual([]);
    expect(await forms.open(value, '/objection')).toBeUndefined();
  });

  it('keeps a small form in its cookie, as before, and nothing in the folder', async () => {
    const dir = folder();
    const value = (await unsentForms(key, { dir }).keep('/form', { a: ['1'] }, undefined)) ?? '';
    expect(value).toMatch(/^[\w-]+$/);
    expect(await unsentForms(key, { dir }).open(value, '/form')).toEqual({ a: ['1'] });
    expect(filesIn(dir)).toEqual([]);
  });

  it('opens nothing for a name it never made, outside the folder, or changed', async () => {
    const dir = folder();
    const forms = unsentForms(key, { dir });
    const value = (await forms.keep('/form', { content: [typedText(2000)] }, undefined)) ?? '';
    fs.writeFileSync(path.join(os.tmpdir(), 'unsent-forms-outside'), 'x');
    const changed = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const hostile of [changed, 'h.../../unsent-forms-outside', `h.${'0'.repeat(16)}.${'A'.repeat(22)}`, `${value}x`, 'h.']) {
      expect(await forms.open(hostile, '/form'), hostile).toBeUndefined();
      await forms.end(hostile);
    }
    expect(filesIn(dir)).toHaveLength(1);
    fs.rmSync(path.join(os.tmpdir(), 'unsent-forms-outside'));
  });

  it('gives a form back within its time only, and ends the files out of time when the next is kept', async () => {
    const dir = folder();
    let now = Date.now();
    const forms = unsentForms(key, { dir, now: () => now });
    const value = (await forms.keep('/form', { content: [typedText(2000)] }, '198.51.100.1')) ?? '';
    // Past the form's time, and the file's (written a moment after `now` was read).
    now = Date.now() + UNSENT_FORM_TTL_MS + 1000;
    expect(await forms.open(value, '/form')).toBeUndefined();
    await forms.keep('/form', { content: [typedText(2000, 2)] }, '198.51.100.2');
    expect(filesIn(dir)).toHaveLength(1);
    expect(`h.${filesIn(dir)[0]}`).not.toBe(value);
  });

  it('ends the files out of time every quarter of an hour, when no other form is kept', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const dir = folder();
      let now = Date.now();
      const forms = unsentForms(key, { dir, now: () => now });
      await forms.keep('/form', { content: [typedText(2000)] }, '198.51.100.1');
      expect(filesIn(dir)).toHaveLength(1);
      now = Date.now() + UNSENT_FORM_TTL_MS + 1000;
      vi.advanceTimersByTime(UNSENT_FORM_TTL_MS / 2 - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(filesIn(dir)).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(filesIn(dir)).toHaveLength(0), { timeout: 2000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most three for one visitor’s address, ending their oldest, and leaves others’ alone', async () => {
    const dir = folder();
    const forms = unsentForms(key, { dir });
    const other = (await forms.keep('/form', { content: [typedText(2000, 9)] }, '198.51.100.9')) ?? '';
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) {
      mine.push((await forms.keep('/form', { content: [typedText(2000, i)] }, '203.0.113.7')) ?? '');
      // Apart in time, so that "oldest" is well defined.
      const file = path.join(dir, mine[i]?.slice(2) ?? '');
      const at = new Date(Date.now() - (10 - i) * 1000);
      fs.utimesSync(file, at, at);
    }
    expect(filesIn(dir)).toHaveLength(4);
    expect(await forms.open(mine[0] ?? '', '/form')).toBeUndefined();
    expect(await forms.open(mine[1] ?? '', '/form')).toBeUndefined();
    for (const value of [...mine.slice(2), other]) expect(await forms.open(value, '/form')).toBeDefined();
  });

  it('holds at most a thousand files and 32 MiB in all, ending the oldest first', async () => {
    const dir = folder();
    const forms = unsentForms(key, { dir });
    // A folder already full: a thousand files, the first the oldest.
    const name = (i: number) => `${i.toString(16).padStart(16, '0')}.${'A'.repeat(21)}${'ABCDEFGHIJ'[i % 10]}`;
    for (let i = 0; i < MAX_HELD_FORMS; i++) {
      fs.writeFileSync(path.join(dir, name(i)), 'x');
      const at = new Date(Date.now() - (MAX_HELD_FORMS - i) * 1000);
      fs.utimesSync(path.join(dir, name(i)), at, at);
    }
    const value = (await forms.keep('/form', { content: [typedText(2000)] }, undefined)) ?? '';
    expect(filesIn(dir)).toHaveLength(MAX_HELD_FORMS);
    expect(fs.existsSync(path.join(dir, name(0)))).toBe(false);
    expect(fs.existsSync(path.join(dir, name(1)))).toBe(true);
    expect(await forms.open(value, '/form')).toBeDefined();

    // And by size: two files of half the room leave none for a third form.
    const heavy = folder();
    const big = (i: number) => `${'f'.repeat(15)}${i}.${'B'.repeat(22)}`;
    for (const i of [1, 2]) {
      fs.writeFileSync(path.join(heavy, big(i)), Buffer.alloc(MAX_HELD_FORMS_BYTES / 2));
      const at = new Date(Date.now() - (3 - i) * 1000);
      fs.utimesSync(path.join(heavy, big(i)), at, at);
    }
    await unsentForms(key, { dir: heavy }).keep('/form', { content: [typedText(2000)] }, undefined);
    expect(fs.existsSync(path.join(heavy, big(1)))).toBe(false);
    expect(fs.existsSync(path.join(heavy, big(2)))).toBe(true);
    expect(filesIn(heavy)).toHaveLength(2);
  });

  it('keeps nothing, and says why, when the folder cannot be written', async () => {
    const dir = folder();
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, '');
    const errors: unknown[] = [];
    const forms = unsentForms(key, { dir: blocked, onError: (error) => errors.push(error) });
    expect(await forms.keep('/form', { content: [typedText(2000)] }, undefined)).toBeNull();
    expect(errors).toHaveLength(1);
    // A cookie naming a file opens nothing there, and ending it throws nothing.
    const named = `h.${'0'.repeat(16)}.${'A'.repeat(22)}`;
    expect(await forms.open(named, '/form')).toBeUndefined();
    await forms.end(named);
    // Nor in a process that has no folder of its own yet, which it does not make for a cookie.
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('credit-portal-unsent-')).length;
    expect(await unsentForms(key).open(named, '/form')).toBeUndefined();
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('credit-portal-unsent-'))).toHaveLength(before);
  });
});
