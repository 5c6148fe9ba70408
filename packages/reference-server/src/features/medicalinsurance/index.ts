// 医保信用 (spec §2 'Sub-sites', Medical insurance; §9 its tabs: news, policy, statistics, scoring, score
// results): the CMS columns the sub-site lists by name (news, picture news, policy, statistics, measures,
// cases and the six parts of the scoring scheme) and the published credit scores of the designated
// medical institutions and retail pharmacies (定点医药机构信用评价结果), with their counts per level and type.
// Seeded from its own random streams after every other feature, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedMedicalInsurance } from './seed.js';

export const medicalInsurance: Feature = {
  name: 'medicalinsurance',
  schema,
  seed: seedMedicalInsurance,
  handlers,
};
