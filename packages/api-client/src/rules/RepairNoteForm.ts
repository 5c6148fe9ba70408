// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RepairNoteForm. */
export const RepairNoteFormRules = {
  note: {"required":true,"minLength":2,"maxLength":500},
} as const satisfies Record<string, FieldRule>;
