// The back end's features, in dependency order: each may use the tables of those before it.
import { accounts } from './accounts/index.js';
import { subjects } from './subjects/index.js';
import type { Feature } from './types.js';

export const features: readonly Feature[] = [subjects, accounts];
