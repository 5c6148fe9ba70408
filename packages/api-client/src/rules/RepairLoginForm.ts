// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RepairLoginForm. */
export const RepairLoginFormRules = {
  account: {"required":true,"minLength":1,"maxLength":32},
  password: {"required":true,"minLength":1,"maxLength":64},
  captchaToken: {"required":true,"minLength":1,"maxLength":64},
  code: {"required":true,"minLength":1,"maxLength":4},
} as const satisfies Record<string, FieldRule>;
