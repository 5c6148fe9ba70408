// 生态环境信用 (spec §2 'Sub-sites', Ecology): the CMS columns that the ecology sub-site lists by name —
// its news (/ecology-news), policies (/ecology-policy), typical cases (/ecology-case) and its introduction
// (/ecology-introduction, one article). The sub-site's lists of enterprises read existing operations: the
// environment bureau's penalties (abnormal/environmentPage) and the annual credit grades of the 生态环境
// industry (creditplus/tradesubjectgrade), so no table of its own.
// Seeded from its own random streams after every other feature, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedEcology } from './seed.js';

export const ecology: Feature = {
  name: 'ecology',
  seed: seedEcology,
};
