// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RepairApplyForm. */
export const RepairApplyFormRules = {
  recordId: {"required":true,"kind":"RepairRecordId","pattern":"^\\d{1,18}$"},
  contactName: {"required":true,"minLength":2,"maxLength":20},
  contactPhone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  statement: {"required":true,"minLength":10,"maxLength":1000},
  commitmentSigned: {"required":true},
  fileIds: {"required":true,"minItems":1,"maxItems":5},
} as const satisfies Record<string, FieldRule>;
