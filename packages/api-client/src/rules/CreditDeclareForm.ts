// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CreditDeclareForm. */
export const CreditDeclareFormRules = {
  enterpriseName: {"required":true,"minLength":2,"maxLength":100},
  creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  declareType: {"required":true,"enum":["荣誉类","资质类","公益类"]},
  itemName: {"required":true,"minLength":2,"maxLength":100},
  issuingOrgan: {"required":true,"minLength":2,"maxLength":100},
  issueDate: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
  certificateNo: {"maxLength":64},
  validUntil: {"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
  description: {"maxLength":1000},
  contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  fileIds: {"required":true,"kind":"FileIds","maxItems":5,"minItems":1},
} as const satisfies Record<string, FieldRule>;
