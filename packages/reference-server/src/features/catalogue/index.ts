// 信用目录: the public credit information resource catalogue — catalogues by providing organ and by
// type, their resources (信息资源) and the data items of each resource (spec §2 /credit-catalog*).
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedCatalogue } from './seed.js';

export const catalogue: Feature = {
  name: 'catalogue',
  schema,
  seed: seedCatalogue,
  handlers,
  labels,
};
