// Credit subjects: enterprises (and other legal persons) and natural persons. Most records of the
// portal — permits, penalties, lists, commitments, objections — point at one of them.
import type { Feature } from '../../kernel/feature.js';
import { schema } from './schema.js';
import { SUBJECT_COUNTS, seedSubjects } from './seed.js';

export const subjects: Feature = {
  name: 'subjects',
  schema,
  seed: (db, context) => seedSubjects(db, context, SUBJECT_COUNTS[context.size]),
};
