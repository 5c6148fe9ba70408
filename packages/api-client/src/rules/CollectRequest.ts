// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CollectRequest. */
export const CollectRequestRules = {
  productId: {"required":true,"minLength":1,"maxLength":32},
  collect: {"required":true},
} as const satisfies Record<string, FieldRule>;
