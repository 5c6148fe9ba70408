// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body OnlineCommitmentForm. */
export const OnlineCommitmentFormRules = {
  templateId: {"required":true,"maxLength":20},
  subjectType: {"required":true,"kind":"SubjectType","enum":["法人及非法人组织","自然人"]},
  subjectName: {"required":true,"minLength":2,"maxLength":100},
  creditCode: {"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  idNumber: {"kind":"ResidentId","pattern":"^(\\d{17}[\\dXx]|\\d{15})$"},
  legalPerson: {"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  matter: {"required":true,"minLength":2,"maxLength":200},
  signDate: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
  agree: {"required":true,"const":true},
} as const satisfies Record<string, FieldRule>;
