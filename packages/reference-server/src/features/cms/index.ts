// The content-management system: navigation, adverts, articles and their classifications (the
// foundation's tables in db/schema.ts), plus what this feature adds — attachments, the header's link
// lists and member units, the sidebars, and the classifications the portal's routes ask for by name.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedCms } from './seed.js';

export const cms: Feature = {
  name: 'cms',
  schema,
  seed: seedCms,
  handlers,
  labels,
};
