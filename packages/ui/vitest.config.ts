import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium in its headless shell (package chromium-headless-shell; never a downloaded browser): the
// same engine without the browser's own interface, ~12 % less CPU for the story tests than /usr/bin/chromium
// (455 → 401 CPU-seconds, 232 → 205 s on two cores). The flags keep it quiet on a closed network.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A fresh object per project: Vitest writes each project's name into its browser instances.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

// Pre-bundled up front: on a cold cache Vite otherwise discovers these mid-run, re-optimises
// and the running tests fail with "Failed to fetch dynamically imported module".
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@testing-library/react',
    '@testing-library/user-event',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    'axe-core',
    'fast-check',
    'dompurify',
  ],
};

// Every story rendered, played and checked by axe (a11y.test = 'error' in .storybook/preview.tsx).
// In 关怀版 (mode 'care') .storybook/preview.tsx also switches on axe's 7:1 contrast rule.
const storybookProject = (name: string, theme: 'red' | 'blue', mode: 'standard' | 'care' | 'high' | 'inverted' | 'large' = 'standard') => ({
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '../../.storybook'),
      initialGlobals: { theme, mode },
    }),
    // Storybook roots the project at the repository, where pnpm has no React or
    // vanilla-extract runtime to pre-bundle; root it here, beside this package's
    // node_modules, so optimizeDeps.include resolves and a cold run never re-optimises.
    // Each project gets its own optimizer cache, so the two never write the same folder.
    {
      name: 'credit-portal:ui-root',
      config: () => ({ root: dirname, cacheDir: path.join(dirname, `node_modules/.vite/${name}`) }),
    },
  ],
  optimizeDeps,
  test: {
    name,
    root: dirname,
    browser: browser(),
  },
});

export default defineConfig({
  test: {
    // How long a project's browser may take to connect (read from this root config, not a project's). On
    // two cores from a cold cache a story project's browser waits for Vite's first bundling of the stories'
    // dependencies beside the other projects' work and the package gate's build: Vitest's default minute
    // was exceeded there, on a loaded machine, before any story ran.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'unit',
          root: dirname,
          // gates/visual: screenshot comparisons of representative stories (committed baselines).
          include: ['src/**/*.test.{ts,tsx}', 'gates/visual/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          browser: browser(),
        },
      },
      // Every story in the red theme, and again in 关怀版 (elder mode: 24 px text, 52 px controls, 7:1
      // contrast, its own markup such as （必填） in words). After each, .storybook/preview.tsx checks the
      // contrast of every text and control in the variants drawn by classes over the same markup: the
      // blue theme (and its 关怀版) and the 无障碍 toolbar's display modes, 高对比度 (7:1), 反色 (after the
      // filter) and 200% text. A project per variant rendered and played every story seven times: on two
      // cores from a cold cache that was over half an hour, most of `npm test`'s time.
      storybookProject('storybook', 'red'),
      storybookProject('storybook-care', 'red', 'care'),
      // The package gate in Node: pack, install into a fresh Vite app, build, type-check, size budgets.
      {
        test: {
          name: 'package',
          root: dirname,
          include: ['gates/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
