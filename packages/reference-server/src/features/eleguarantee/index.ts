// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the two CMS columns the sub-site lists by name —
// its news (/ele-guarantee-news) and its policies (/ele-guarantee-policy) — with their articles. The
// sub-site's home shows the newest of both. The contract has no operation for the guarantees themselves
// (their table, detail and verification) nor for guarantee clues, so the back end seeds only these columns.
// Seeded from its own random streams after every other feature, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedEleGuarantee } from './seed.js';

export const eleGuarantee: Feature = {
  name: 'eleguarantee',
  seed: seedEleGuarantee,
};
