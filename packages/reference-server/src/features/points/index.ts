// Credit points (信用积分, spec §1 "a points scheme with declarations for legal entities and persons",
// §7 "Points"): targets, declarations with their review trail, and the points they earn. The two
// controllers of the back end (integralapplyrecenterprise, integralapplyrecperson) serve the same
// operations, one for legal persons (userType 2) and one for natural persons (userType 1).
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedPoints } from './seed.js';

export const points: Feature = {
  name: 'points',
  schema,
  seed: seedPoints,
  handlers,
  labels,
};
