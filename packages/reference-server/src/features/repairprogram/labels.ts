// Chinese field names of the credit-repair program's operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const CANCEL = { basis: '修复依据', reason: '撤销原因', fileIds: '附件' };

export const labels: FieldLabels = {
  repairProgramLogin: { account: '账号', password: '密码', captchaToken: '验证码', code: '验证码' },
  searchRepairProgramRecords: { keyword: '查询条件', kind: '记录类型', publicityStatus: '公示状态' },
  getRepairProgramRecord: { kind: '记录类型', id: '记录编号' },
  cancelRepairProgramRecord: { kind: '记录类型', id: '记录编号', ...CANCEL },
  restoreRepairProgramCancellation: { id: '撤销编号', reason: '恢复原因' },
  confirmRepairProgramBatch: { batchNo: '批次号', basis: '修复依据', reason: '撤销原因' },
  getRepairProgramCancellations: { keyword: '关键词', operator: '操作人账号', basis: '修复依据', source: '撤销方式', status: '状态', dateFrom: '开始日期', dateTo: '结束日期' },
  exportRepairProgramCancellations: { keyword: '关键词', operator: '操作人账号', basis: '修复依据', source: '撤销方式', status: '状态', dateFrom: '开始日期', dateTo: '结束日期' },
  getRepairProgramApplications: { status: '审核状态', keyword: '关键词' },
  exportRepairProgramApplications: { status: '审核状态', keyword: '关键词' },
  getRepairProgramApplication: { id: '申请编号' },
  addRepairProgramApplicationNote: { id: '申请编号', note: '备注' },
  decideRepairProgramApplication: { id: '申请编号', decision: '审核结果', reason: '审核意见' },
  applyCreditRepair: {
    recordId: '处罚记录', contactName: '联系人', contactPhone: '联系电话', statement: '整改情况说明', commitmentSigned: '信用修复承诺书', fileIds: '证明材料',
  },
};
