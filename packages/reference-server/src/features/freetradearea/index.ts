// 自贸区 (spec §2 'Sub-sites', Free trade area): the four CMS columns the free-trade-area sub-site lists by
// name (spec §9 tabs: news, policy law, support policy, credit publicity), with their articles.
// Seeded from its own random streams after the features before it, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedFreeTradeArea } from './seed.js';

export const freeTradeArea: Feature = {
  name: 'freetradearea',
  seed: seedFreeTradeArea,
};
