// Chinese field names of the credit-report application operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const REPORT_APPLY = { templateId: '报告模板', purpose: '用途', contactName: '联系人', contactPhone: '联系电话' };

export const labels: FieldLabels = {
  applyCreditReport: REPORT_APPLY,
  editCreditReportApply: { ...REPORT_APPLY, id: '申请编号' },
  shareCreditReport: { id: '申请编号', creditCode: '统一社会信用代码', validUntil: '共享截止日期' },
  stopShareCreditReport: { id: '共享编号' },
  deleteCreditReportApply: { id: '申请编号' },
  getReportShareUserList: { id: '申请编号' },
  downloadAppliedCreditReport: { id: '申请编号' },
};
