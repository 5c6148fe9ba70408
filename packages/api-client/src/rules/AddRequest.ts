// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body AddRequest. */
export const AddRequestRules = {
  targetId: {"required":true,"minLength":1,"maxLength":32},
  description: {"required":true,"minLength":1,"maxLength":500},
  occurredDate: {"required":true,"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},
  fileIds: {"required":true,"maxItems":10},
  contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
} as const satisfies Record<string, FieldRule>;
