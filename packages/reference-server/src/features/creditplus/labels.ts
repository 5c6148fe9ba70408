// Chinese names of the credit-plus operations' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  getCreditPlusLibraryPage: { library: '图书馆' },
  getCreditPlusDetail: { id: '读者编号' },
  getCreditPlusBicycleRecord: { parking: '停放情况' },
  getCreditPlusLinkageSupervision: { measureType: '措施类型' },
  getCreditPlusRewardsPunishments: { caseType: '奖惩类型' },
  getCreditPlusTradeSubjectGrade: { industry: '行业', grade: '信用等级' },
};
