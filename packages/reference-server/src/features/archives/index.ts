// 信用档案: credit-information search, the credit report and its downloads (spec §7 archives/search),
// and the declarations' look-ups of a subject (creditdeclare, qzindependentdeclaration).
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';

export const archives: Feature = {
  name: 'archives',
  schema,
  handlers,
  labels,
};
