// The credit-repair program (信用修复 → 撤销公示, spec §2 "Credit repair program"): the back office where the
// city's credit centre ends the publicity of penalty and dishonesty records whose holders repaired their
// credit, with its own operator login, and the enterprises' online repair applications it decides.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';
import { labels } from './labels.js';
import { schema } from './schema.js';
import { seedRepairProgram } from './seed.js';

export const repairProgram: Feature = {
  name: 'repairprogram',
  schema,
  seed: seedRepairProgram,
  handlers,
  labels,
};
