// Submissions I (spec §7 "Submissions"): credit complaints, credit-shoe city complaints and suggestions,
// objections of enterprise legal persons, other legal persons and natural persons, error corrections
// and food/drug/produce safety clues, with their inquiry pages. The submission table is shared with
// the commitment-side submissions (features/commitment), which are listed after this feature.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { seedObjections } from './seed.js';
import { schema } from './schema.js';
import { labels } from './labels.js';

export const objections: Feature = {
  name: 'objections',
  schema,
  seed: seedObjections,
  handlers,
  labels,
};
