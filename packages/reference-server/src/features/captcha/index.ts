// Captchas (spec §9): the graphic code and the slide puzzle. Not an area of the spec but the portal's
// shared check before a login or a submission (docs/areas.md); the crawler guard's page uses its store.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';
import { schema } from './schema.js';

export const captcha: Feature = {
  name: 'captcha',
  schema,
  handlers,
  labels,
};
