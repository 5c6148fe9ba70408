// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RiskPersonDeclareForm. */
export const RiskPersonDeclareFormRules = {
  name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  idNumber: {"required":true,"kind":"ResidentId","pattern":"^(\\d{17}[\\dXx]|\\d{15})$"},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  riskType: {"required":true,"enum":["拖欠款项","合同违约","非法集资","电信网络诈骗","虚假信息","其他"]},
  riskSubject: {"maxLength":100},
  content: {"required":true,"minLength":20,"maxLength":2000},
  fileIds: {"kind":"FileIds","maxItems":5},
} as const satisfies Record<string, FieldRule>;
