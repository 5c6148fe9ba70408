// Financial products (金融产品, spec §1 and §7 "Financial products", base /credit): the institutions of
// the 信易贷 platform, their loan products, applications for them and visitors' favourites.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { seedFinance } from './seed.js';
import { labels } from './labels.js';
import { schema } from './schema.js';

export const finance: Feature = {
  name: 'finance',
  schema,
  seed: seedFinance,
  handlers,
  labels,
};
