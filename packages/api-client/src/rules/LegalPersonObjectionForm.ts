// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body LegalPersonObjectionForm. */
export const LegalPersonObjectionFormRules = {
  subjectName: {"required":true,"minLength":2,"maxLength":100},
  creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  operatorName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  category: {"required":true,"kind":"ObjectionCategory","enum":["行政许可","行政处罚","失信被执行人","经营异常","其他"]},
  recordId: {"maxLength":64},
  sourceOrgan: {"maxLength":100},
  pageUrl: {"maxLength":500,"pattern":"^https?://\\S+$"},
  reason: {"required":true,"minLength":20,"maxLength":2000},
  request: {"required":true,"kind":"ObjectionRequest","enum":["更正","删除","撤销公示"]},
  fileIds: {"required":true,"kind":"FileIds","maxItems":5,"minItems":1},
  promise: {"required":true,"kind":"ObjectionPromise","const":true},
} as const satisfies Record<string, FieldRule>;
