import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  USCC_CHARSET,
  computeUsccCheckChar,
  isValidUnifiedSocialCreditCode,
  normaliseUscc,
} from './unifiedSocialCreditCode';

const usccChar = fc.constantFrom(...USCC_CHARSET.split(''));
const first17 = fc.array(usccChar, { minLength: 17, maxLength: 17 }).map((cs) => cs.join(''));
const validCode = first17.map((body) => body + computeUsccCheckChar(body)!);

describe('isValidUnifiedSocialCreditCode', () => {
  it('accepts well-known example codes and rejects a mistyped one', () => {
    expect(isValidUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidUnifiedSocialCreditCode('91110000802100433B')).toBe(true);
    // Check character should be E.
    expect(isValidUnifiedSocialCreditCode('911100001000113556')).toBe(false);
  });

  it('maps a remainder of zero to the check character 0', () => {
    const body = '00000000000000000';
    expect(computeUsccCheckChar(body)).toBe('0');
    expect(isValidUnifiedSocialCreditCode(`${body}0`)).toBe(true);
  });

  it('rejects wrong lengths, letters outside the set and lower case', () => {
    expect(isValidUnifiedSocialCreditCode('')).toBe(false);
    expect(isValidUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidUnifiedSocialCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidUnifiedSocialCreditCode('91350100I000100Y43')).toBe(false);
    expect(isValidUnifiedSocialCreditCode('91350100m000100y43')).toBe(false);
    expect(isValidUnifiedSocialCreditCode(normaliseUscc(' 91350100m000100y43 '))).toBe(true);
  });

  it('accepts every code whose 18th character is the computed check character', () => {
    fc.assert(
      fc.property(validCode, (code) => isValidUnifiedSocialCreditCode(code)),
      { numRuns: 5000 },
    );
  });

  it('rejects every code with exactly one character changed', () => {
    fc.assert(
      fc.property(
        validCode,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: 30 }),
        (code, position, shift) => {
          const current = USCC_CHARSET.indexOf(code.charAt(position));
          const replacement = USCC_CHARSET.charAt((current + shift) % 31);
          const mutated = code.slice(0, position) + replacement + code.slice(position + 1);
          return !isValidUnifiedSocialCreditCode(mutated);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rejects a character outside the set in any position', () => {
    fc.assert(
      fc.property(
        validCode,
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom('I', 'O', 'Z', 'S', 'V', 'a', '-', ' ', '中'),
        (code, position, bad) =>
          !isValidUnifiedSocialCreditCode(code.slice(0, position) + bad + code.slice(position + 1)),
      ),
      { numRuns: 2000 },
    );
  });
});
