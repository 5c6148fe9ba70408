import { describe, expect, it } from 'vitest';
import { createUnsentForms, UNSENT_FORM_TTL_MS, unsentFormCookie } from '../src/unsent-forms.js';

describe('the forms kept while a visitor logs in again', () => {
  it('gives a form back for its own page only, until it is forgotten', () => {
    const forms = createUnsentForms();
    const name = forms.keep('/service-credit-declare', { itemName: ['守合同重信用企业'] }) ?? '';
    expect(name).toMatch(/^[\w-]{32}$/);
    expect(forms.find(name, '/objection')).toBeUndefined();
    expect(forms.find(name, '/service-credit-declare')).toEqual({ itemName: ['守合同重信用企业'] });
    forms.forget(name);
    expect(forms.find(name, '/service-credit-declare')).toBeUndefined();
  });

  it('keeps nothing of a form where nothing was typed', () => {
    expect(createUnsentForms().keep('/form', {})).toBeNull();
    expect(createUnsentForms().keep('/form', { a: [''] })).toBeNull();
  });

  it('forgets a form after its time', () => {
    let now = 0;
    const forms = createUnsentForms({ now: () => now });
    const name = forms.keep('/form', { a: ['1'] }) ?? '';
    now = UNSENT_FORM_TTL_MS - 1;
    expect(forms.find(name, '/form')).toBeDefined();
    now = UNSENT_FORM_TTL_MS;
    expect(forms.find(name, '/form')).toBeUndefined();
    expect(forms.size).toBe(0);
  });

  it('bounds what it holds, by count and by size, the oldest going first', () => {
    const forms = createUnsentForms({ limit: 3, limitChars: 100 });
    const names = [1, 2, 3, 4].map((n) => forms.keep('/form', { a: [String(n)] }) ?? '');
    expect(forms.size).toBe(3);
    expect(forms.find(names[0] ?? '', '/form')).toBeUndefined();
    expect(forms.find(names[3] ?? '', '/form')).toEqual({ a: ['4'] });
    // One large form makes room by forgetting the oldest; one larger than the whole bound is not kept.
    const large = forms.keep('/form', { a: ['x'.repeat(98)] }) ?? '';
    expect(forms.size).toBe(1);
    expect(forms.find(large, '/form')).toBeDefined();
    expect(forms.keep('/form', { a: ['x'.repeat(100)] })).toBeNull();
  });

  it('names its cookie for the page alone, out of scripts’ reach, secure on https', () => {
    expect(unsentFormCookie('n', '/form', true)).toBe('credit-portal-unsent=n; Max-Age=1800; Path=/form; HttpOnly; SameSite=Lax; Secure');
    expect(unsentFormCookie(null, '/form', false)).toBe('credit-portal-unsent=; Max-Age=0; Path=/form; HttpOnly; SameSite=Lax');
  });
});
