// Chinese names of the public lists' request fields (city ranking, contract performance), for the 202
// messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  listPortalCreditRanking: { scope: '排名范围', period: '排名月份' },
  getContractPerformancePage: { status: '履约状态', contractType: '合同类型' },
  getContractPerformanceDetail: { id: '合同编号' },
};
