import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.join(dirname, '../packages/ui');
const requireFromUi = createRequire(path.join(uiDir, 'package.json'));

/** Folder of a package as packages/ui sees it (pnpm does not hoist it to the repository root). */
const uiPackageDir = (name: string) => path.dirname(requireFromUi.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    return mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin()],
      resolve: {
        // Storybook roots Vite at the repository, where the vanilla-extract runtimes cannot be
        // resolved; point their bare names at packages/ui's copies so that the
        // optimizeDeps.include entries below resolve in the dev server too.
        alias: [
          { find: /^@vanilla-extract\/recipes(?=\/|$)/, replacement: uiPackageDir('@vanilla-extract/recipes') },
          { find: /^@vanilla-extract\/sprinkles(?=\/|$)/, replacement: uiPackageDir('@vanilla-extract/sprinkles') },
        ],
      },
      optimizeDeps: {
        // On a cold cache Vite would find these mid-run and re-optimise, failing the open
        // story tests with "Failed to fetch dynamically imported module".
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
