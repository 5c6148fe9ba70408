// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body SelfDeclarationForm. */
export const SelfDeclarationFormRules = {
  enterpriseName: {"required":true,"minLength":2,"maxLength":100},
  creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  title: {"required":true,"minLength":2,"maxLength":50},
  scope: {"required":true,"enum":["诚信经营","产品质量","安全生产","依法纳税","劳动用工","环境保护","其他"]},
  content: {"required":true,"minLength":20,"maxLength":2000},
  validFrom: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
  validTo: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
  contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
} as const satisfies Record<string, FieldRule>;
