// Submissions I (spec §7 "Submissions"): credit complaints, credit-shoe city complaints and suggestions,
// objections of enterprise legal persons, other legal persons and natural persons, error corrections
// and food/drug/produce safety clues, with their inquiry pages. The submission table is shared with
// the commitment-side submissions (features/commitments), which are listed after this feature.
import type { Feature } from '../types.js';
import { objectionHandlers } from './handlers.js';
import { seedObjections } from './seed.js';
import { SUBMISSION_SCHEMA } from './store.js';

export const objections: Feature = {
  name: 'objections',
  schema: SUBMISSION_SCHEMA,
  seed: seedObjections,
  handlers: objectionHandlers,
};
