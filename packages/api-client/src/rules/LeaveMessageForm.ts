// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body LeaveMessageForm. */
export const LeaveMessageFormRules = {
  title: {"required":true,"minLength":2,"maxLength":50},
  type: {"required":true,"kind":"MessageType","enum":["咨询","建议","投诉","求助"]},
  content: {"required":true,"minLength":10,"maxLength":1000},
  name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  isPublic: {"required":true},
} as const satisfies Record<string, FieldRule>;
