// Chinese field names of the website interaction's operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';
import { MESSAGE } from '../leavemessage/labels.js';

export const labels: FieldLabels = {
  addWebsiteInteraction: { ...MESSAGE, title: '标题', type: '互动类型', content: '内容' },
  getWebsiteInteractionFrontPage: { type: '互动类型' },
};
