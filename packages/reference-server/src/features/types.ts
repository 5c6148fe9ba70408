import type { Database } from 'better-sqlite3';
import type { Handlers } from '../handlers/types.js';
import type { Random } from '../seed/random.js';
import type { SeedSize } from '../seed/index.js';

/** What a feature's seed gets: its own random streams, the size and the "as of" moment. */
export interface SeedContext {
  seed: number;
  size: SeedSize;
  /** ms since the epoch of the seed's "as of" moment; generated times fall before it. */
  asOf: number;
  /** An independent deterministic stream per name (see seed/random.ts). */
  random(stream: string): Random;
}

/**
 * A vertical slice of the back end: its tables, its seeded data and the handlers of its operations.
 * Features are listed in `features/index.ts`; later ones may use the tables of earlier ones.
 */
export interface Feature {
  name: string;
  /**
   * DDL of the feature's tables. Until the first release every feature's DDL is part of schema
   * version 1; after it, changes go into numbered migrations (db/schema.ts).
   */
  schema?: string;
  seed?(db: Database, context: SeedContext): void;
  handlers?: Handlers;
}
