// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body reportapply_ApplyRequest. */
export const reportapply_ApplyRequestRules = {
  templateId: {"required":true,"minLength":1,"maxLength":32},
  purpose: {"required":true,"minLength":1,"maxLength":200},
  contactName: {"required":true,"minLength":1,"maxLength":20},
  contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
} as const satisfies Record<string, FieldRule>;
