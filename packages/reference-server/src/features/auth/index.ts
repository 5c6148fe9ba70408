// Login and single sign-on (spec §3, §4, §7): the accounts' logins, the simulated sign-on (sso.ts,
// mounted by app.ts) and the session's avatars.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';
import { schema } from './schema.js';
import { seedAvatars } from './seed.js';

export const auth: Feature = {
  name: 'auth',
  schema,
  seed: seedAvatars,
  handlers,
  labels,
};
