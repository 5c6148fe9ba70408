// Opens the portal's SQLite database: created, migrated and seeded on first use (architecture.md "Bases and serving").
import fs from 'node:fs';
import path from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import type { Feature, SeedSize } from '../kernel/feature.js';
import { DEFAULT_SEED_AS_OF, seedDatabase } from '../seed/index.js';
import { CITY } from '../seed/city.js';
import { registerBigrams } from './bigrams.js';
import { migrate } from './schema.js';

export type { Database };

export interface OpenDatabaseOptions {
  /** The registry (features/index.ts): their tables and seeds; handed in by the entry point (app.ts). */
  features: readonly Feature[];
  seed?: number;
  size?: SeedSize;
  asOf?: string;
}

export const DEFAULT_SEED = 20261122;

/**
 * Opens (creating the folder and file if needed) the portal database, brings its schema up to date
 * and seeds it on first run. An existing database keeps its data whatever seed is passed now.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseConstructor(file);
  try {
    // WAL lets readers run while the seed or a submission writes; FULL so an answered write survives
    // a power cut (the portal stores complaints and objections later on).
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // A 64 MB page cache (the default is 2 MB): a load-size database's list and search indexes stay in memory.
    db.pragma('cache_size = -65536');
    // The bigram full-text tables' triggers call bigrams() (db/bigrams.ts).
    registerBigrams(db);
    migrate(db, options.features);
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get();
    // A database seeded before cities had folders has no city: it was the default city's.
    const city = (db.prepare("SELECT value FROM meta WHERE key = 'city'").get() as { value: string } | undefined)?.value;
    if (seeded && city !== undefined && city !== CITY.id) {
      throw new Error(`数据库 ${file} 是为城市 ${city} 生成的，当前城市为 ${CITY.id}（PORTAL_CITY）：请换用 PORTAL_DB 指定其他数据库文件`);
    }
    if (!seeded) {
      seedDatabase(db, {
        features: options.features,
        seed: options.seed ?? DEFAULT_SEED,
        size: options.size ?? 'demo',
        asOf: options.asOf ?? DEFAULT_SEED_AS_OF,
      });
      // Move the seed out of the write-ahead log: reads through a log of hundreds of thousands of
      // frames (a load-size seed) are many times slower than from the database file.
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
