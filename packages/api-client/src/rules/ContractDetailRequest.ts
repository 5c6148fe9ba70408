// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body ContractDetailRequest. */
export const ContractDetailRequestRules = {
  id: {"required":true,"minLength":1,"maxLength":32},
} as const satisfies Record<string, FieldRule>;
