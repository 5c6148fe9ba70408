// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
import type { FieldRule } from '../rules.js';

/** The field rules of the request body CatalogSearch. */
export const CatalogSearchRules = {
  pageNo: {"minimum":1},
  pageSize: {"minimum":1,"maximum":100},
  keyword: {"maxLength":100},
  organs: {"maxItems":50},
  types: {"maxItems":8,"itemEnum":["基础信息","行政许可","行政处罚","红名单","黑名单","重点关注","信用承诺","其他"]},
} as const satisfies Record<string, FieldRule>;
