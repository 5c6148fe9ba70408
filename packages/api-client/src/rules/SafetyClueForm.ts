// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body SafetyClueForm. */
export const SafetyClueFormRules = {
  clueType: {"required":true,"enum":["食品","药品","农产品","电子保函"]},
  targetName: {"required":true,"minLength":2,"maxLength":100},
  address: {"required":true,"minLength":2,"maxLength":200},
  description: {"required":true,"minLength":10,"maxLength":2000},
  anonymous: {"required":true},
  reporterName: {"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  fileIds: {"kind":"FileIds","maxItems":5},
} as const satisfies Record<string, FieldRule>;
