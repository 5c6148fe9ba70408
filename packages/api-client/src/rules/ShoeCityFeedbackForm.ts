// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body ShoeCityFeedbackForm. */
export const ShoeCityFeedbackFormRules = {
  kind: {"required":true,"enum":["投诉","建议"]},
  name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  enterpriseName: {"required":true,"minLength":2,"maxLength":100},
  content: {"required":true,"minLength":10,"maxLength":1000},
} as const satisfies Record<string, FieldRule>;
