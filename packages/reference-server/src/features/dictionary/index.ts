// Data dictionaries (spec §7 getDataDictionaryListByParentCode): the choices of the portal's forms.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedDictionaries } from './seed.js';

export const dictionary: Feature = {
  name: 'dictionary',
  schema,
  seed: seedDictionaries,
  handlers,
  labels,
};
