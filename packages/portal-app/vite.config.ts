import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

// The production build renders with Preact's React compatibility layer: react-dom alone is ~60 KB
// gzip, over half the first page's JavaScript budget (issue 6); preact/compat is ~10 KB and runs the
// same components, react-router and Radix (Preact 11: Radix's dialogs need its React 19 ref handling,
// the app uses useEffectEvent). Dev server, unit tests and Storybook keep React; the whole e2e suite
// runs against this build.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, here, 'VITE_');
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      {
        // The document title is the portal's name (spec §9), also before any script runs.
        name: 'portal-name',
        transformIndexHtml: async (html) => {
          const { site } = await import('./src/config/site.ts');
          return html.replaceAll('%PORTAL_NAME%', site.portalName);
        },
      },
    ],
    resolve: {
      // The app reads the workspace packages from source, so one Vite pipeline handles their styles.
      alias: [
        { find: '@credit-portal/ui', replacement: path.resolve(here, '../ui/src/index.ts') },
        { find: '@credit-portal/api-client', replacement: path.resolve(here, '../api-client/src/index.ts') },
        ...(command === 'build' ? preactAliases : []),
      ],
      // Radix and react-router import react from their own folders; Preact resolves from the app's.
      dedupe: command === 'build' ? ['preact'] : [],
    },
    optimizeDeps: {
      include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    server: {
      // `pnpm --filter @credit-portal/portal-app dev` against a running reference server.
      proxy: {
        '/api': env.VITE_PROXY_TARGET || 'http://127.0.0.1:4173',
        '/credit/': env.VITE_PROXY_TARGET || 'http://127.0.0.1:4173',
        '/sso/': env.VITE_PROXY_TARGET || 'http://127.0.0.1:4173',
      },
    },
  };
});
