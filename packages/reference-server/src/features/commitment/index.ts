// Submissions II, commitment side (spec §7): credit commitment templates, online commitments and their
// publicity, commitment feedback, credit declarations, self-declarations and dishonesty-risk reports.
// Builds on features/objections (the shared submission table, tracking numbers, identity checks).
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedCommitments } from './seed.js';
import { labels } from './labels.js';

export const commitment: Feature = {
  name: 'commitment',
  schema,
  seed: seedCommitments,
  handlers,
  labels,
};
