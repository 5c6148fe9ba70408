import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Some tests start the renderer as a whole process (tsx compiles it on the fly): seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
