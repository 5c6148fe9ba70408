// Website interaction (网站互动, area `interaction` in docs/areas.md): questions, suggestions and complaints
// to the portal's operators, answered on a public board and followed by tracking number. It keeps its
// messages on the board of features/leavemessage (the table's `interaction` channel), whose seed writes
// both channels from one random stream; this feature adds the operations.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';

export const interaction: Feature = {
  name: 'interaction',
  handlers,
  labels,
};
