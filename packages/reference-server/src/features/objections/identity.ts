// Checks of identity documents a schema pattern cannot make (spec §5): which pattern applies to the
// chosen document type, the resident ID's birth date and GB 11643 check digit, the GB 32100 check
// character of a unified social credit code.
import { isValidResidentId, isValidUscc } from '../subjects/identifiers.js';

export const ID_TYPES = ['身份证', '护照', '港澳通行证'] as const;
export type IdType = (typeof ID_TYPES)[number];

const PATTERNS: Record<IdType, RegExp> = {
  身份证: /^(\d{17}[\dXx]|\d{15})$/,
  护照: /^[EeKkGgDdSsPpHh]\d{8}$|^(([Ee][a-fA-F])|([DdSsPp][Ee])|([Kk][Jj])|([Mm][Aa])|(1[45]))\d{7}$/,
  港澳通行证: /^[HMhm]\d{10}$/,
};

/** A 15-digit (pre-1999) resident ID has a 6-digit birth date `yyMMdd` of the 1900s and no check digit. */
function isValidOldResidentId(id: string): boolean {
  if (!/^\d{15}$/.test(id)) return false;
  const y = 1900 + Number(id.slice(6, 8));
  const m = Number(id.slice(8, 10));
  const d = Number(id.slice(10, 12));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Chinese message for a resident ID that fails its checks, or null when it is valid. */
export function residentIdProblem(id: string): string | null {
  const value = id.toUpperCase();
  if (!PATTERNS.身份证.test(value)) return '身份证号码格式不正确';
  if (value.length === 15) return isValidOldResidentId(value) ? null : '身份证号码中的出生日期不正确';
  return isValidResidentId(value) ? null : '身份证号码校验位不正确';
}

/** The message for a certificate number that does not fit its type, or null when it does. */
export function certificateProblem(type: IdType, number: string): string | null {
  if (type === '身份证') return residentIdProblem(number);
  return PATTERNS[type].test(number) ? null : `${type}号码格式不正确`;
}

/** The message for a unified social credit code whose check character is wrong, or null. */
export function usccProblem(code: string): string | null {
  return isValidUscc(code.toUpperCase()) ? null : '统一社会信用代码校验位不正确';
}
