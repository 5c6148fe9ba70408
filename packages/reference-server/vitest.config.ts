import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The serving code shared with the renderer, from source: the tests need no build of it (tsconfig.json's paths).
  resolve: { alias: { '@credit-portal/portal-server': fileURLToPath(new URL('../portal-server/src/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    // The test database seeded once; each test server starts over a copy of it.
    globalSetup: ['test/seededDatabase.ts'],
    environment: 'node',
    // better-sqlite3 is a native addon: child processes keep each file's handles apart.
    pool: 'forks',
    // Every core runs a file (Vitest keeps one for itself by default): the main process only gathers results,
    // and on two cores one fork left the second mostly idle (measured: 171 s with one, 130 s with two).
    maxWorkers: os.availableParallelism(),
    // Requests against a seeded server; on a busy 2-core machine (CI) some take seconds.
    testTimeout: 30_000,
    // Each file seeds its own database before its tests; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
  },
});
