// Chinese field names of the financing platform's operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  getCityStatisticsData: { id: '区域代码' },
  getCityStatisticsMap: { id: '区域代码' },
  getFinancingPage: { areaId: '区域代码' },
  getDockingPage: { areaId: '区域代码' },
  getXydFinancialList: { areaId: '区域代码', kind: '机构类型' },
  getXydFinancialPage: { areaId: '区域代码', kind: '机构类型' },
};
