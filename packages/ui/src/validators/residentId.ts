/**
 * Resident identity card number (居民身份证号码), GB 11643-1999.
 *
 * 18 characters: 6 digits of region, 8 of birth date (yyyyMMdd), 3 of sequence and a check
 * character. The check is (12 − Σ digit·weight mod 11) mod 11 with the weights below, written
 * as 0–9 or X for 10. The old 15-digit number has a 6-digit birth date (yyMMdd, 19yy) and no
 * check character.
 */
export const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** Check character by remainder (Σ mod 11). */
const CHECK_CHARS = '10X98765432';

/** The check character for the first 17 digits, or `null` when they are not 17 digits. */
export function computeResidentIdCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * RESIDENT_ID_WEIGHTS[i]!;
  return CHECK_CHARS.charAt(sum % 11);
}

/** A real calendar date from 1900-01-01 up to `today` (nobody is born in the future). */
export function isPlausibleBirthDate(year: number, month: number, day: number, today: Date = new Date()): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/**
 * True for a well-formed 18-digit number with a plausible birth date and the right check
 * character (x accepted for X), or a 15-digit number with a plausible birth date.
 */
export function isValidResidentId(id: string, today: Date = new Date()): boolean {
  if (/^[1-9]\d{16}[\dXx]$/.test(id)) {
    const year = Number(id.slice(6, 10));
    const month = Number(id.slice(10, 12));
    const day = Number(id.slice(12, 14));
    if (!isPlausibleBirthDate(year, month, day, today)) return false;
    return computeResidentIdCheckChar(id.slice(0, 17)) === id.charAt(17).toUpperCase();
  }
  if (/^[1-9]\d{14}$/.test(id)) {
    const year = 1900 + Number(id.slice(6, 8));
    return isPlausibleBirthDate(year, Number(id.slice(8, 10)), Number(id.slice(10, 12)), today);
  }
  return false;
}
