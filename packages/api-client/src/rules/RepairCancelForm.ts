// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body RepairCancelForm. */
export const RepairCancelFormRules = {
  basis: {"required":true,"kind":"RepairCancelBasis","enum":["履行处罚决定并作出信用承诺","参加信用修复培训","提交信用报告","最短公示期届满","处罚决定被撤销或变更"]},
  reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
  fileIds: {"kind":"RepairFileIds","maxItems":5},
} as const satisfies Record<string, FieldRule>;
