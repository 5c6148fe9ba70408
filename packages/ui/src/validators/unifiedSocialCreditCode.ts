/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015.
 *
 * 18 characters from the set 0-9 A-H J-N P Q R T U W X Y (31 symbols, no I O Z S V). The 18th
 * character is a check character: with each character's value being its index in the set,
 * check = 31 − (Σ value·weight over the first 17) mod 31, and 31 maps to 0.
 */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const USCC_LENGTH = 18;

const charValue = (ch: string): number => USCC_CHARSET.indexOf(ch);

/**
 * The check character for the first 17 characters of a code, or `null` when those are not
 * 17 characters of the code's character set (upper case only).
 */
export function computeUsccCheckChar(first17: string): string | null {
  if (first17.length !== USCC_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) {
    const value = charValue(first17.charAt(i));
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARSET.charAt(check);
}

/**
 * True when `code` is a well-formed unified social credit code with the right check
 * character. Exactly 18 upper-case characters; callers normalise (trim, upper-case) first
 * if they accept user input — see `normaliseUscc`.
 */
export function isValidUnifiedSocialCreditCode(code: string): boolean {
  if (code.length !== USCC_LENGTH) return false;
  const expected = computeUsccCheckChar(code.slice(0, USCC_LENGTH - 1));
  return expected !== null && expected === code.charAt(USCC_LENGTH - 1);
}

/** What a visitor types, made comparable: surrounding spaces removed, letters upper-cased. */
export function normaliseUscc(input: string): string {
  return input.trim().toUpperCase();
}
