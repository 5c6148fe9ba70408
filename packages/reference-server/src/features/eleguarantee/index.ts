// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the electronic bid guarantee of public-resource
// trading. Its two CMS columns (news, policies) and the publicity of handled guarantee clues; the
// institutions admitted to the platform and their products (/ele-guarantee-table), the tenders that
// accept guarantees, an enterprise's application issued at once (/ele-guarantee-input), its own
// guarantees (user centre, /ele-guarantee-detail) and the public verification by number and code.
// Guarantee clues are clues of the one clue store (features/objections, clueType 电子保函), seeded here.
// Seeded from its own random streams after every other feature it reads, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';
import { schema } from './schema.js';
import { seedEleGuarantee } from './seed.js';

export const eleGuarantee: Feature = {
  name: 'eleguarantee',
  schema,
  seed: seedEleGuarantee,
  handlers,
  labels,
};
