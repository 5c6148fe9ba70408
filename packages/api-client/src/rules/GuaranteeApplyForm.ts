// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body GuaranteeApplyForm. */
export const GuaranteeApplyFormRules = {
  projectNo: {"required":true,"kind":"ProjectNo","pattern":"^[EZ]\\d{18}$"},
  productId: {"required":true,"pattern":"^\\d{1,18}$"},
  enterpriseName: {"required":true,"minLength":2,"maxLength":100},
  creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  email: {"kind":"Email","maxLength":64,"format":"email"},
  fileIds: {"required":true,"minItems":1,"maxItems":5},
  agree: {"required":true,"const":true},
} as const satisfies Record<string, FieldRule>;
