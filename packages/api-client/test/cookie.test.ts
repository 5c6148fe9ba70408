import { describe, expect, it } from 'vitest';
import { readCookie } from '../src/index.js';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spaces around the parts', () => {
    expect(readCookie('a=1; credit_portal_a11y=t200.care; b=2', 'credit_portal_a11y')).toBe('t200.care');
    expect(readCookie('a=1;credit_portal_a11y=t200 ;b=2', 'credit_portal_a11y')).toBe('t200');
    expect(readCookie(' a = 1 ', 'a')).toBe('1');
  });

  it('is undefined for a missing cookie, an empty or absent header and an empty name', () => {
    expect(readCookie('a=1; b=2', 'c')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie('=1', '')).toBeUndefined();
  });

  it('matches the whole name: a name that begins or ends with another is another cookie', () => {
    expect(readCookie('xcredit_portal_a11y=t150; credit_portal_a11y_old=t175; credit_portal_a11y=t200', 'credit_portal_a11y')).toBe('t200');
    expect(readCookie('credit_portal_a11y_old=t175', 'credit_portal_a11y')).toBeUndefined();
    expect(readCookie('token=abc', 'tok')).toBeUndefined();
  });

  it('skips a part without "=" instead of reading the next part as its value', () => {
    expect(readCookie('token; other=1', 'token')).toBeUndefined();
    expect(readCookie('a; token=abc', 'token')).toBe('abc');
  });

  it('keeps an empty value empty, and "=" inside a value', () => {
    expect(readCookie('token=; a=1', 'token')).toBe('');
    expect(readCookie('data=a=b==', 'data')).toBe('a=b==');
  });

  it('takes the first of two cookies of one name (the most specific path comes first)', () => {
    expect(readCookie('token=inner; token=outer', 'token')).toBe('inner');
  });

  it('removes the double quotes around a quoted value, and only a pair of them', () => {
    expect(readCookie('a="quoted value"', 'a')).toBe('quoted value');
    expect(readCookie('a=""', 'a')).toBe('');
    expect(readCookie('a="', 'a')).toBe('"');
    expect(readCookie('a="half', 'a')).toBe('"half');
  });

  it('percent-decodes the value, and gives bad percent-encoding back as it stands', () => {
    expect(readCookie(`t=${encodeURIComponent('{"a":"信用 门户"}')}`, 't')).toBe('{"a":"信用 门户"}');
    expect(readCookie('t=%E4%BF', 't')).toBe('%E4%BF');
    expect(readCookie('t=100%', 't')).toBe('100%');
    expect(readCookie('t=%zz; u=1', 'u')).toBe('1');
  });

  it('does not decode the name: an encoded name is another cookie', () => {
    expect(readCookie('credit%5Fportal=1', 'credit_portal')).toBeUndefined();
  });
});
