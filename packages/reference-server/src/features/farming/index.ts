// 农业金融 (spec §2 'Sub-sites', Farming): the CMS columns that the farming sub-site lists by name —
// news (/farming-information-journalism), policies (/farming-information-policy), announcements
// (/farming-information-announcement) and public information (/farming-public-information) — with their
// articles. Its products, applications and financing demands are features/finance and features/xinyidai.
// Seeded from its own random streams after every other feature, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedFarming } from './seed.js';

export const farming: Feature = {
  name: 'farming',
  seed: seedFarming,
};
