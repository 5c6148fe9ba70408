// 信用贷 (spec §2 'Sub-sites', Credit loan): the CMS columns of the credit-loan sub-site — its news
// (/credit-loan-news, an article at /credit-loan-news-detail) and its service guides (how to apply,
// what a credit loan needs; shown on /credit-loan-service, a guide at /credit-loan-newsInfo). The products,
// institutions and applications themselves are features/finance.
// Seeded from its own random streams after the features before it, so no other id or article moves.
import type { Feature } from '../../kernel/feature.js';
import { seedCreditLoan } from './seed.js';

export const creditLoan: Feature = {
  name: 'creditloan',
  seed: seedCreditLoan,
};
