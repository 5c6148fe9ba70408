// Chinese names of the message centre's request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  getMessagePage: { readFlag: '已读状态', type: '消息类型' },
  readMessageBatch: { ids: '消息编号' },
  readMessageBatchByIds: { body: '消息编号' },
};
