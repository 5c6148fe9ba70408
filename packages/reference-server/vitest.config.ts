import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // better-sqlite3 is a native addon: child processes keep each file's handles apart.
    pool: 'forks',
    // Requests against a seeded server; on a busy 2-core machine (CI) some take seconds.
    testTimeout: 30_000,
    // Each file seeds its own database before its tests; on a busy 2-core machine that can take a while.
    hookTimeout: 60_000,
  },
});
