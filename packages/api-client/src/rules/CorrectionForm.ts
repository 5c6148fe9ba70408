// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CorrectionForm. */
export const CorrectionFormRules = {
  pageUrl: {"required":true,"maxLength":500,"pattern":"^https?://\\S+$"},
  content: {"required":true,"minLength":10,"maxLength":1000},
  contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  email: {"kind":"Email","maxLength":64,"format":"email"},
} as const satisfies Record<string, FieldRule>;
