// Citizen messages (我要留言, area `leavemessage` in docs/areas.md): posting, the public board, details,
// the acceptance statistics and the visitor's own messages. It owns the message board (board.ts,
// schema.ts) that website interaction (features/interaction) shares, and seeds both channels (seed.ts).
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';
import { schema } from './schema.js';
import { seedMessageBoard } from './seed.js';

export const leaveMessage: Feature = {
  name: 'leavemessage',
  schema,
  seed: seedMessageBoard,
  handlers,
  labels,
};
