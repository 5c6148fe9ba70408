// Accounts of the portal's visitors and their login tokens. The login operations themselves
// (single sign-on, /auth/login) build on these tables.
import { formatCst } from '../../kernel/time.js';
import type { Feature } from '../../kernel/feature.js';
import { schema } from './schema.js';
import { seedAccounts } from './seed.js';

export const accounts: Feature = {
  name: 'accounts',
  schema,
  seed: (db, context) => seedAccounts(db, formatCst(context.asOf)),
};
