// 信用鞋城 (spec §2 'Credit-shoe city', /credit-shoes-news): the news column of the city's shoe-industry
// credit sub-site, a CMS classification of its own with its articles. It adds no operation: the portal
// lists the column with the CMS operations (getClassificationByName, pageByClassificationId) and shows
// the shoe trade's graded enterprises with creditplus/tradesubjectgrade (industry 鞋服制造).
// Seeded from its own random stream after every other article, so no other article's id moves.
import type { Feature } from '../../kernel/feature.js';
import { seedShoeCity } from './seed.js';

export const shoeCity: Feature = { name: 'shoecity', seed: seedShoeCity };
