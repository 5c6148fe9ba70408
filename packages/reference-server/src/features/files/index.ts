// File storage (spec §6, §7): attachments uploaded by logged-in visitors, downloaded with the token in
// the header or the access_token query, the public templates, and the portal's stored pictures (readImage).
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedFiles } from './seed.js';

export const files: Feature = {
  name: 'files',
  schema,
  seed: seedFiles,
  handlers,
};
