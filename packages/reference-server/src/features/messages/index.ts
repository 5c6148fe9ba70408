// The message centre (消息中心, spec §7 message/info): notices to logged-in visitors — system notices,
// reminders about their own business, credit hints — seeded for the demo accounts.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedMessages } from './seed.js';

export const messages: Feature = {
  name: 'messages',
  schema,
  seed: seedMessages,
  handlers,
  labels,
};
