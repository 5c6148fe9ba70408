import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Anything a consuming app already has (React, Radix, the vanilla-extract runtimes) stays
// external, so the app bundles exactly one copy of each.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@radix-ui\//,
  /^@vanilla-extract\/(css|recipes|sprinkles)($|\/)/,
  /^dompurify($|\/)/,
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: path.join(dirname, 'src/index.ts'),
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    rollupOptions: {
      external,
      output: {
        // One module per source file keeps the named exports tree-shakeable downstream.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
