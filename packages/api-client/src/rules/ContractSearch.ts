// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body ContractSearch. */
export const ContractSearchRules = {
  pageNo: {"minimum":1},
  pageSize: {"minimum":1,"maximum":100},
  keyword: {"maxLength":100},
  status: {"kind":"ContractStatus","enum":["正常履约","履约中","违约"]},
  contractType: {"kind":"ContractType","enum":["政府采购合同","工程建设合同","招商引资合同","特许经营合同","服务外包合同"]},
} as const satisfies Record<string, FieldRule>;
