// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body ApplyRequest. */
export const ApplyRequestRules = {
  productId: {"required":true,"minLength":1,"maxLength":32},
  amount: {"required":true,"maximum":100000},
  term: {"required":true,"minimum":1,"maximum":360},
  purpose: {"required":true,"minLength":1,"maxLength":200},
  contactName: {"required":true,"minLength":1,"maxLength":20},
  contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
  enterpriseName: {"minLength":1,"maxLength":100},
  creditCode: {"pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
} as const satisfies Record<string, FieldRule>;
