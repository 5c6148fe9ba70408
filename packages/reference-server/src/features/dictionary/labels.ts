// Chinese names of the dictionary operation's request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  getDataDictionaryListByParentCode: { parentCode: '字典编码' },
};
