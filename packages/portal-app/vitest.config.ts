import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.ts'],
      setupFiles: ['./src/testing/asInBrowser.ts'],
      environment: 'node',
    },
  }),
);
