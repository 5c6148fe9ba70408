// National identifiers of credit subjects, generated valid and checked as the standards say.
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';

/** GB 32100-2015: the 31 characters of a unified social credit code (no I, O, Z, S, V). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) throw new Error(`统一社会信用代码含非法字符: ${first17}`);
    sum += value * (USCC_WEIGHTS[i] as number);
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31] as string;
}

export function isValidUscc(code: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) && usccCheckChar(code.slice(0, 17)) === code[17];
}

/** GB 11714 organisation code (the 9th–17th characters): 8 body characters and a check character. */
function organisationCode(random: Random): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let body = '';
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const value = random.int(0, i === 0 ? 9 : 30);
    body += chars[value];
    sum += value * (weights[i] as number);
  }
  const check = 11 - (sum % 11);
  return body + (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}

/**
 * Registration department and organisation type (GB 32100 table 1): 9 1 enterprise, 9 2 individual
 * business, 5 1 social organisation, 1 2 public institution.
 */
export const USCC_KINDS = {
  enterprise: '91',
  individualBusiness: '92',
  socialOrganisation: '51',
  institution: '12',
} as const;
export type UsccKind = keyof typeof USCC_KINDS;

/** A valid unified social credit code for a subject registered in `regionCode` (6-digit division code). */
export function generateUscc(random: Random, kind: UsccKind, regionCode: string): string {
  const first17 = USCC_KINDS[kind] + regionCode + organisationCode(random).replace('X', '0');
  return first17 + usccCheckChar(first17);
}

/** GB 11643-1999 check digit of an 18-digit resident ID number. */
export function residentIdCheckDigit(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] as number);
  return '10X98765432'[sum % 11] as string;
}

export function isValidResidentId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = id.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth) return false;
  return residentIdCheckDigit(id.slice(0, 17)) === id[17];
}

/** A valid resident ID: region, birth date `yyyyMMdd`, a sequence whose last digit is odd for men. */
export function generateResidentId(random: Random, regionCode: string, birth: string, male: boolean): string {
  const sequence = random.int(0, 99) * 10 + (male ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]));
  const first17 = regionCode + birth + String(sequence).padStart(3, '0');
  return first17 + residentIdCheckDigit(first17);
}

/** How the portal shows a resident ID: the first 6 and the last 4 characters (birth date hidden). */
export function maskResidentId(id: string): string {
  return id.length <= 10 ? id : `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}

/** Division codes (GB/T 2260) of the seeded city's districts; a functional zone registers under the city's. */
export const DISTRICT_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  CITY.divisions.map((d) => [d.name, d.zoneOf ? CITY.divisionCode : d.code]),
);
