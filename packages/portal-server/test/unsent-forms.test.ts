import { describe, expect, it } from 'vitest';
import { MAX_UNSENT_FORM_COOKIE, UNSENT_FORM_TTL_MS, unsentFormCookie, unsentFormSeal } from '../src/unsent-forms.js';

const key = Buffer.alloc(32, 1);

describe('the forms kept while a visitor logs in again', () => {
  it('opens a form for the page it was sealed for only, with the key it was sealed with', () => {
    const seal = unsentFormSeal(key);
    const sealed = seal.seal('/service-credit-declare', { itemName: ['守合同重信用企业'], phone: ['13805943456'] }) ?? '';
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('13805943456');
    expect(seal.open(sealed, '/service-credit-declare')).toEqual({ itemName: ['守合同重信用企业'], phone: ['13805943456'] });
    expect(seal.open(sealed, '/objection')).toBeUndefined();
    expect(unsentFormSeal(Buffer.alloc(32, 2)).open(sealed, '/service-credit-declare')).toBeUndefined();
  });

  it('seals nothing where nothing was typed, or more than a cookie can carry', () => {
    const seal = unsentFormSeal(key);
    expect(seal.seal('/form', {})).toBeNull();
    expect(seal.seal('/form', { a: ['', '  '] })).toBeNull();
    // Random text does not compress: past the cookie's room it is not kept.
    const typed = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('');
    expect(seal.seal('/form', { reason: [typed] })).toBeNull();
    expect((seal.seal('/form', { reason: [typed.slice(0, 600)] }) ?? '').length).toBeLessThanOrEqual(MAX_UNSENT_FORM_COOKIE);
  });

  it('opens a form within its time only', () => {
    let now = 0;
    const seal = unsentFormSeal(key, { now: () => now });
    const sealed = seal.seal('/form', { a: ['1'] }) ?? '';
    now = UNSENT_FORM_TTL_MS - 1;
    expect(seal.open(sealed, '/form')).toEqual({ a: ['1'] });
    now = UNSENT_FORM_TTL_MS;
    expect(seal.open(sealed, '/form')).toBeUndefined();
  });

  it('opens nothing from a value changed, cut or made up, and refuses a key of another length', () => {
    const seal = unsentFormSeal(key);
    const sealed = seal.seal('/form', { a: ['1'] }) ?? '';
    // One character changed inside (each carries six bits of the sealed bytes), one cut, a part, made up.
    const changed = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    for (const value of [changed, sealed.slice(0, -1), sealed.slice(0, 20), '', '%%%', 'A'.repeat(MAX_UNSENT_FORM_COOKIE + 1)]) {
      expect(seal.open(value, '/form'), value).toBeUndefined();
    }
    expect(() => unsentFormSeal(Buffer.alloc(16))).toThrow(RangeError);
  });

  it('names its cookie for the page alone, out of scripts’ reach, secure on https', () => {
    expect(unsentFormCookie('n', '/form', true)).toBe('credit-portal-unsent=n; Max-Age=1800; Path=/form; HttpOnly; SameSite=Lax; Secure');
    expect(unsentFormCookie(null, '/form', false)).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');
  });
});
