// Submissions II, commitment side (spec §7): credit commitment templates, online commitments and their
// publicity, commitment feedback, credit declarations, self-declarations and dishonesty-risk reports.
// Builds on features/objections (the shared submission table, tracking numbers, identity checks).
import type { Feature } from '../types.js';
import { commitmentHandlers } from './handlers.js';
import { COMMITMENT_SCHEMA } from './schema.js';
import { seedCommitments } from './seed.js';

export const commitments: Feature = {
  name: 'commitments',
  schema: COMMITMENT_SCHEMA,
  seed: seedCommitments,
  handlers: commitmentHandlers,
};
