// 信用+ (spec §2 /credit-plus-*): residents with a good 信用分 borrow books and ride shared bicycles
// without a deposit, and the city's linkage supervision, joint rewards and punishments and the credit
// grades of market subjects. Persons appear masked: surname only, ID number with the birth date hidden.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedCreditPlus } from './seed.js';

export const creditPlus: Feature = {
  name: 'creditplus',
  schema,
  seed: seedCreditPlus,
  handlers,
  labels,
};
