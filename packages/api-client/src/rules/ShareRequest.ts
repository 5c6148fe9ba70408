// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body ShareRequest. */
export const ShareRequestRules = {
  creditCode: {"required":true,"pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  validUntil: {"required":true,"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},
} as const satisfies Record<string, FieldRule>;
