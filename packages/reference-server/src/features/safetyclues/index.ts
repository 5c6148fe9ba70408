// 安全专项 (spec §2 /food-safe, /drug-safe, /produce-safe): the black and white lists of food, drug and
// farm-produce safety, and a check whether a named enterprise or code is on one of them.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedSafetyLists } from './seed.js';

export const safetyClues: Feature = {
  name: 'safetyclues',
  schema,
  seed: seedSafetyLists,
  handlers,
  labels,
};
