// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CommitmentFeedbackForm. */
export const CommitmentFeedbackFormRules = {
  commitmentNo: {"required":true,"kind":"TrackingNo","pattern":"^[A-Z]{2}\\d{12,16}$"},
  fulfilment: {"required":true,"enum":["已履约","部分履约","未履约"]},
  description: {"required":true,"minLength":10,"maxLength":1000},
  contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  fileIds: {"kind":"FileIds","maxItems":5},
} as const satisfies Record<string, FieldRule>;
