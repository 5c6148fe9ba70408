import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // better-sqlite3 is a native addon: child processes keep each file's handles apart.
    pool: 'forks',
    testTimeout: 15_000,
  },
});
