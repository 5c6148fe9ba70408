import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeResidentIdCheckChar,
  isValidResidentId,
  minLength,
  maxLength,
  optional,
  required,
  validateEmail,
  validateHkMacauPass,
  validateMobile,
  validatePassport,
  validateResidentId,
  validateUnifiedSocialCreditCode,
  validateUrl,
  withDefaultScheme,
} from './index';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const region = fc.integer({ min: 110000, max: 929999 }).map(String);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A real birth date between 1900 and 2020 as [yyyy, MM, dd]. */
const birthDate = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2020, 11, 31), noInvalidDate: true })
  .map((d) => [String(d.getFullYear()), pad(d.getMonth() + 1), pad(d.getDate())] as const);
const valid18 = fc
  .tuple(region, birthDate, digits(3))
  .map(([r, [y, m, d], seq]) => `${r}${y}${m}${d}${seq}`)
  .map((first17) => first17 + computeResidentIdCheckChar(first17)!);
const valid15 = fc
  .tuple(region, fc.date({ min: new Date(1900, 0, 1), max: new Date(1999, 11, 31), noInvalidDate: true }), digits(3))
  .map(([r, d, seq]) => `${r}${pad(d.getFullYear() % 100)}${pad(d.getMonth() + 1)}${pad(d.getDate())}${seq}`);

describe('resident ID', () => {
  it('accepts real numbers, with X or x as the check character', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
    expect(isValidResidentId('110105491231002')).toBe(true);
    expect(validateResidentId(' 11010519491231002X ')).toBe(true);
  });

  it('refuses with 请输入正确的身份证号码', () => {
    expect(validateResidentId('110105194912310021')).toBe('请输入正确的身份证号码');
    expect(validateResidentId('')).toBe('请输入正确的身份证号码');
  });

  it('accepts thousands of generated 18-digit IDs with a computed check digit', () => {
    fc.assert(fc.property(valid18, (id) => isValidResidentId(id)), { numRuns: 5000 });
  });

  it('accepts thousands of generated 15-digit IDs with real birth dates', () => {
    fc.assert(fc.property(valid15, (id) => isValidResidentId(id)), { numRuns: 3000 });
  });

  it('refuses every 18-digit ID whose check digit is wrong', () => {
    fc.assert(
      fc.property(valid18, fc.integer({ min: 1, max: 10 }), (id, shift) => {
        const chars = '0123456789X';
        const wrong = chars.charAt((chars.indexOf(id.charAt(17)) + shift) % 11);
        return !isValidResidentId(id.slice(0, 17) + wrong);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses every ID with an impossible birth date, even with a correct check digit', () => {
    const impossible = fc.oneof(
      fc.tuple(fc.integer({ min: 1900, max: 2020 }), fc.constantFrom(0, 13, 14, 20, 99), fc.integer({ min: 1, max: 28 })),
      fc.tuple(fc.integer({ min: 1900, max: 2020 }), fc.constantFrom(4, 6, 9, 11), fc.constant(31)),
      fc.tuple(fc.integer({ min: 1900, max: 2020 }), fc.constant(2), fc.constantFrom(30, 31)),
      // 29 February of years that are not leap years (1900 is not: divisible by 100).
      fc.tuple(fc.integer({ min: 1900, max: 2020 }).filter((y) => !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))), fc.constant(2), fc.constant(29)),
      fc.tuple(fc.integer({ min: 1900, max: 2020 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 32, 45)),
      fc.tuple(fc.integer({ min: 1000, max: 1899 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })),
      fc.tuple(fc.integer({ min: new Date().getFullYear() + 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })),
    );
    fc.assert(
      fc.property(region, impossible, digits(3), (r, [y, m, d], seq) => {
        const first17 = `${r}${pad(y, 4)}${pad(m)}${pad(d)}${seq}`;
        return !isValidResidentId(first17 + computeResidentIdCheckChar(first17)!);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses 15-digit IDs with impossible dates', () => {
    fc.assert(
      fc.property(region, fc.integer({ min: 0, max: 99 }), fc.constantFrom(0, 13, 19), fc.integer({ min: 1, max: 28 }), digits(3), (r, y, m, d, seq) =>
        !isValidResidentId(`${r}${pad(y)}${pad(m)}${pad(d)}${seq}`),
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses every other length, and letters in the digits', () => {
    fc.assert(
      fc.property(valid18, fc.integer({ min: 1, max: 30 }).filter((n) => n !== 15 && n !== 18), (id, length) => {
        const resized = length <= 18 ? id.slice(0, length) : id + '1'.repeat(length - 18);
        return !isValidResidentId(resized);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(valid18, fc.integer({ min: 0, max: 16 }), fc.constantFrom('A', 'x', ' ', '-', '中'), (id, at, bad) =>
        !isValidResidentId(id.slice(0, at) + bad + id.slice(at + 1)),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('format validators', () => {
  it('checks URL-like values: http, https, mailto and tel', () => {
    for (const ok of ['http://xyxx.example.gov.cn', 'https://www.creditchina.gov.cn/home?x=1', 'mailto:xinyong@example.gov.cn', 'tel:0594-2285000']) {
      expect(validateUrl(ok)).toBe(true);
    }
    for (const bad of ['www.creditchina.gov.cn', 'javascript:alert(1)', 'ftp://a.cn', 'https://', '']) {
      expect(validateUrl(bad)).toBe('请输入正确的链接地址');
    }
    expect(withDefaultScheme('www.creditchina.gov.cn')).toBe('http://www.creditchina.gov.cn');
    expect(withDefaultScheme('https://a.cn')).toBe('https://a.cn');
  });

  it('checks e-mail addresses', () => {
    expect(validateEmail('zhangsan@example.gov.cn')).toBe(true);
    expect(validateEmail('zhang.san+x@mail.example.com')).toBe(true);
    for (const bad of ['zhangsan', 'zhangsan@', '@example.gov.cn', 'a@b', 'a b@c.cn']) {
      expect(validateEmail(bad)).toBe('请输入正确的电子邮箱');
    }
  });

  it('checks mobile numbers: 11 digits, 1 then 3–9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), digits(9), (second, rest) => validateMobile(`1${second}${rest}`) === true),
      { numRuns: 1000 },
    );
    for (const bad of ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a']) {
      expect(validateMobile(bad)).toBe('请输入正确的手机号码');
    }
  });

  it('checks passports and Hong Kong or Macau passes', () => {
    expect(validatePassport('E12345678')).toBe(true);
    expect(validatePassport('E1234')).toBe(true);
    expect(validatePassport('E12')).toBe('请输入正确的护照号码');
    expect(validatePassport('E1234567-8')).toBe('请输入正确的护照号码');
    expect(validateHkMacauPass('H1234567890')).toBe(true);
    expect(validateHkMacauPass('M0123456789')).toBe(true);
    for (const bad of ['H123456789', 'C1234567890', 'H12345678901', '1234567890H']) {
      expect(validateHkMacauPass(bad)).toBe('请输入正确的港澳通行证号码');
    }
  });

  it('reuses the unified social credit code check', () => {
    expect(validateUnifiedSocialCreditCode('91350100m000100y43')).toBe(true);
    expect(validateUnifiedSocialCreditCode('91350100M000100Y44')).toBe('请输入正确的统一社会信用代码');
  });

  it('combines with required, optional, minLength and maxLength', () => {
    expect(required()('  ')).toBe('此项为必填项');
    expect(required('请输入企业名称')('')).toBe('请输入企业名称');
    expect(required()(false)).toBe('此项为必填项');
    expect(required()([])).toBe('此项为必填项');
    expect(optional(validateMobile)('')).toBe(true);
    expect(optional(validateMobile)('123')).toBe('请输入正确的手机号码');
    expect(maxLength(4)('信用修复')).toBe(true);
    expect(maxLength(4)('信用修复啊')).toBe('最多输入4个字');
    // Counted as the visitor sees them, after trimming: two characters typed with spaces are two.
    expect(minLength(2)(' 信用 ')).toBe(true);
    expect(minLength(2)(' 信 ')).toBe('请至少输入2个字');
    expect(minLength(10, '内容至少10个字')('诚信')).toBe('内容至少10个字');
  });
});
