// Double publicity (双公示, spec §2 /double-publicity-*): administrative permits and penalties of the
// enterprises, their resources (one per reporting organ and kind) and the matters of the organs'
// power lists.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { seedDoublePublicity } from './seed.js';
import { labels } from './labels.js';
import { schema } from './schema.js';

export const doublePublicity: Feature = {
  name: 'doublepublicity',
  schema,
  seed: seedDoublePublicity,
  handlers,
  labels,
};
