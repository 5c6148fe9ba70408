// Chinese field names of the message board's operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

/** The fields of a posted message; website interaction (features/interaction) names its own after these. */
export const MESSAGE = {
  phone: '手机号码',
  email: '电子邮箱',
  fileIds: '附件',
  trackingNo: '受理编号',
  status: '办理状态',
  contactName: '联系人',
  title: '留言标题',
  type: '留言类型',
  content: '留言内容',
  name: '姓名',
  isPublic: '是否公开',
};

export const labels: FieldLabels = {
  addLeaveMessage: MESSAGE,
  getLeaveMessagePage: { type: '留言类型' },
  getLeaveMessageAcceptSituation: { year: '年份' },
};
