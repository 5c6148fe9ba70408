// The public lists (spec §2 Publicity and /dishonest-person, /unusual-directory, /major-violate-law,
// /focus_group_of_people, /integrityObject, /punishmentObject): red and black lists, dishonest judgment
// debtors, abnormal operation and serious violations, and subject relations.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { seedPublicity } from './seed.js';
import { labels } from './labels.js';
import { schema } from './schema.js';

export const publicity: Feature = {
  name: 'publicity',
  schema,
  seed: seedPublicity,
  handlers,
  labels,
};
