/**
 * The column of a subject's unified social credit code (统一社会信用代码): read as one, so never broken
 * over lines (an 18-character code split 17 + 1 is misread).
 */
export const CREDIT_CODE_COLUMN = { key: 'creditCode', title: '统一社会信用代码', nowrap: true } as const;
