// Chinese names of the archive operations' request fields (credit subjects, reports, declarations), for the
// 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  searchCreditSubjects: { type: '查询类型', kind: '主体类型' },
  getCreditReportData: { creditCode: '统一社会信用代码' },
  getCreditReportSectionPage: { creditCode: '统一社会信用代码', section: '信用记录类别', pageNo: '页码', pageSize: '每页条数' },
  downloadCreditReport: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  downloadCreditReportImage: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  downloadCreditReportOfd: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  getCreditDeclarationSummary: { code: '统一社会信用代码' },
};
