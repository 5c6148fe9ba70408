// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body LogoutRequest. */
export const LogoutRequestRules = {
  accessToken: {"required":true,"pattern":"^[A-Za-z0-9_-]{16,128}$"},
  appToken: {"maxLength":128},
} as const satisfies Record<string, FieldRule>;
