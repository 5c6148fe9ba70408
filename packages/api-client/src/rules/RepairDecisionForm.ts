// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RepairDecisionForm. */
export const RepairDecisionFormRules = {
  decision: {"required":true,"enum":["accept","reject"]},
  reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
} as const satisfies Record<string, FieldRule>;
