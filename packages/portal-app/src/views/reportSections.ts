import type { Schemas } from '@credit-portal/api-client';

type Section = Schemas['ReportSection'];

/**
 * The columns each kind of record shows (the report answers the source's camelCase fields); `nowrap`:
 * a value read as one (a date), never broken over lines.
 */
export const SECTION_COLUMNS: Record<Section['key'], { key: string; title: string; nowrap?: boolean }[]> = {
  permits: [
    { key: 'documentNo', title: '许可决定书文号' },
    { key: 'permitName', title: '许可名称' },
    { key: 'category', title: '许可类别' },
    { key: 'decisionDate', title: '许可决定日期', nowrap: true },
    { key: 'validTo', title: '有效期至', nowrap: true },
    { key: 'organName', title: '许可机关' },
  ],
  penalties: [
    { key: 'documentNo', title: '处罚决定书文号' },
    { key: 'violationType', title: '违法行为类型' },
    { key: 'category', title: '处罚类别' },
    { key: 'fineAmount', title: '罚款金额（万元）' },
    { key: 'decisionDate', title: '处罚决定日期', nowrap: true },
    { key: 'organName', title: '处罚机关' },
  ],
  redList: [
    { key: 'listName', title: '名单名称' },
    { key: 'organName', title: '认定部门' },
    { key: 'decidedDate', title: '认定日期', nowrap: true },
    { key: 'validUntil', title: '有效期至', nowrap: true },
  ],
  blackList: [
    { key: 'listName', title: '名单名称' },
    { key: 'reason', title: '列入原因' },
    { key: 'organName', title: '认定部门' },
    { key: 'decidedDate', title: '认定日期', nowrap: true },
  ],
  dishonesty: [
    { key: 'caseNo', title: '案号' },
    { key: 'court', title: '执行法院' },
    { key: 'filedDate', title: '立案时间', nowrap: true },
    { key: 'duty', title: '生效法律文书确定的义务' },
    { key: 'performance', title: '履行情况' },
    { key: 'publishedAt', title: '发布时间', nowrap: true },
  ],
  commitments: [
    { key: 'commitmentNo', title: '承诺编号', nowrap: true },
    { key: 'matter', title: '承诺事项' },
    { key: 'signDate', title: '签署日期', nowrap: true },
    { key: 'status', title: '状态' },
  ],
  contractPerformance: [
    { key: 'contractNo', title: '合同编号', nowrap: true },
    { key: 'name', title: '合同名称' },
    { key: 'partyA', title: '甲方' },
    { key: 'amount', title: '合同金额（万元）' },
    { key: 'signDate', title: '签订日期', nowrap: true },
    { key: 'status', title: '履约状态' },
  ],
};
