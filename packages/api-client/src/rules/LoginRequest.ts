// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body LoginRequest. */
export const LoginRequestRules = {
  username: {"minLength":1,"maxLength":50},
  password: {"minLength":1,"maxLength":64},
  code: {"minLength":1,"maxLength":4},
  uuid: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
  token: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
  appId: {"maxLength":64},
  trustticket: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
  authorizeCode: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
  appCode: {"const":"CREDIT_PORTAL"},
} as const satisfies Record<string, FieldRule>;
