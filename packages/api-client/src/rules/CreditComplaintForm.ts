// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CreditComplaintForm. */
export const CreditComplaintFormRules = {
  complainantName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
  idType: {"required":true,"enum":["身份证","护照","港澳通行证"]},
  idNumber: {"required":true,"minLength":9,"maxLength":18},
  phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  email: {"kind":"Email","maxLength":64,"format":"email"},
  respondentName: {"required":true,"minLength":2,"maxLength":100},
  respondentCreditCode: {"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  complaintType: {"required":true,"enum":["合同违约","虚假宣传","产品质量","价格欺诈","拖欠款项","服务质量","侵害消费者权益","其他失信行为"]},
  title: {"required":true,"minLength":2,"maxLength":50},
  content: {"required":true,"minLength":10,"maxLength":2000},
  demand: {"required":true,"minLength":2,"maxLength":500},
  fileIds: {"kind":"FileIds","maxItems":5},
  isPublic: {"required":true},
} as const satisfies Record<string, FieldRule>;
