// The other public lists of the portal: the monthly city credit ranking (城市信用排名, /city-rank),
// the member units of the city's credit leading group (成员单位, /member-unit) and the records of
// contract performance (合同履约, /service-contract-performance and /service-contract-details).
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedLists } from './seed.js';

export const lists: Feature = {
  name: 'lists',
  schema,
  seed: seedLists,
  handlers,
  labels,
};
