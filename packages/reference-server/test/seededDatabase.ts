// Vitest's global set-up: the test database seeded once per run. Seeding takes seconds (4–6 s on two
// cores) and the files start about sixty servers; each server without a database of its own starts over
// a copy of this one (helpers.ts startTestServer), as a fresh seed with the same seed and moment would be,
// unless a test made it another city's (PORTAL_CITY).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open.js';
import { features } from '../src/features/index.js';
import { CITY } from '../src/seed/city.js';

/** The seed and its "as of" moment of every test database (the seed's own tests vary them). */
export const TEST_SEED = 20261122;
export const TEST_AS_OF = '2026-11-20 18:00:00';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's file, which a test server copies and never opens itself, and its city. */
    seededDatabase: { file: string; city: string };
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-seeded-'));
  const file = path.join(dir, 'portal.db');
  // Closing checkpoints the write-ahead log: the one file holds everything.
  openDatabase(file, { features, seed: TEST_SEED, asOf: TEST_AS_OF }).close();
  project.provide('seededDatabase', { file, city: CITY.id });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
