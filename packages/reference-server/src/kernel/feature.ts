// What a feature is: a vertical slice of the back end (its tables, its seeded data, the handlers of its
// operations and the Chinese names of their request fields), and how the entry point gathers the parts
// of the registry (features/index.ts) for the schema, the seed and the router, which never import it.
import type { Database } from 'better-sqlite3';
import type { Handlers, OperationId } from './handler.js';
import type { Random } from './random.js';

/**
 * How much data to generate: `demo` is what a person clicks through, `load` is for load tests
 * (seed/index.ts, SEED_SIZES).
 */
export type SeedSize = 'demo' | 'load';

/** What a feature's seed gets: its own random streams, the size and the "as of" moment. */
export interface SeedContext {
  seed: number;
  size: SeedSize;
  /** ms since the epoch of the seed's "as of" moment; generated times fall before it. */
  asOf: number;
  /** An independent deterministic stream per name (see kernel/random.ts). */
  random(stream: string): Random;
}

/**
 * Chinese names of request fields by operationId, for the 202 messages (contract/messages.ts):
 * `{ login: { username: '用户名' } }`. A dotted name (`contact.phone`, `types.1`) names a nested field.
 */
export type FieldLabels = { readonly [Id in OperationId]?: Readonly<Record<string, string>> };

/**
 * A vertical slice of the back end. Each lives in `features/<area>/` with the same files, as far as it has
 * such parts: schema.ts (its DDL), seed.ts, handlers.ts, labels.ts, and index.ts exporting the feature.
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
  labels?: FieldLabels;
}

/** Every feature's handlers in one map by operationId. */
export const handlersOf = (features: readonly Feature[]): Handlers =>
  Object.assign({}, ...features.map((feature) => feature.handlers ?? {})) as Handlers;

/** Every feature's field labels in one map by operationId. */
export const labelsOf = (features: readonly Feature[]): FieldLabels =>
  Object.assign({}, ...features.map((feature) => feature.labels ?? {})) as FieldLabels;
