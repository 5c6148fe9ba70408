// 专项活动 (spec §2 'Activity'): the CMS columns that the activity pages list by name — 诚信建设万里行
// (/integrity-wanli, /integrity-wanli-more), the epidemic-period credit measures (/epidemic) and the
// publicity of handled safety clues (/safe-clues-list, drawn from the clues) — with their articles. The
// other activity pages read the safety lists (features/safetyclues) and the clues (features/objections).
// Seeded from its own random stream after every other feature, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedActivity } from './seed.js';

export const activity: Feature = {
  name: 'activity',
  seed: seedActivity,
};
