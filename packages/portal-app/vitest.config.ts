import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.ts'],
      setupFiles: ['./src/testing/asInBrowser.ts'],
      environment: 'node',
      // Every core runs a file (Vitest keeps one for itself by default): on two cores one worker left the
      // second mostly idle (measured: 65 s with one, 44 s with two).
      maxWorkers: os.availableParallelism(),
    },
  }),
);
