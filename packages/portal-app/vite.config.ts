import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { cityAssetsPlugin, cityBuild } from './city.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The static copy (`PORTAL_STATIC=1`, the framework's SPA mode, which refuses a route module exporting a server
 * `loader` or `action`): the portal's route modules keep their `clientLoader` and lose only the `export` of those.
 */
const ROUTE_MODULE = /^src\/(root\.tsx|areas\/[^/]+\/(routes\/[^/]+|layout)\.ts|layouts\/(Main|Content|Other)Layout\.tsx|app\/(siteRoot|logout|register|accessibilityPreference|noscriptCaptcha)\.ts)$/;

const withoutServerLoaders = {
  name: 'static-copy-without-server-loaders',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    const file = path.relative(here, id.split('?')[0] ?? id);
    if (!ROUTE_MODULE.test(file) || !/^export const (loader|action) = /m.test(code)) return null;
    return { code: code.replace(/^export const (loader|action) = /gm, 'const $1 = '), map: null };
  },
};

/**
 * The shell: the portal's modules the root route, the client entry and the main layout import statically
 * (followed within src/), which every page runs before it hydrates: one chunk instead of ~40 small ones.
 */
const SHELL_ENTRIES = ['src/root.tsx', 'src/entry.client.tsx', 'src/layouts/MainLayout.tsx'].map((file) => path.resolve(here, file));
const SOURCE = path.resolve(here, 'src') + path.sep;
const shellOf = new WeakMap<object, ReadonlySet<string>>();
function inShell(id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): boolean {
  let shell = shellOf.get(context);
  if (!shell) {
    const reached = new Set<string>();
    const visit = (module: string): void => {
      if (reached.has(module) || !module.startsWith(SOURCE)) return;
      reached.add(module);
      context.getModuleInfo(module)?.importedIds.forEach(visit);
    };
    SHELL_ENTRIES.forEach(visit);
    shellOf.set(context, (shell = reached));
  }
  return shell.has(id);
}

/**
 * The browser's chunks beside the pages' own: React, react-dom and react-router in one (every page needs
 * them, and a visitor's cache keeps them across the portal's releases), and the shell.
 */
const CHUNKS = [
  { name: 'framework', priority: 2, test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router)[\\/]/ },
  { name: (id: string, context: Parameters<typeof inShell>[1]) => (!id.includes('node_modules') && inShell(id.split('?')[0] ?? id, context) ? 'shell' : null), priority: 1 },
];

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, here, 'VITE_');
  // Unit tests (vitest) render components without the framework's plugin.
  const framework = !process.env.VITEST;
  // The city the portal is for (PORTAL_CITY, city.config.ts): its data under `virtual:city/`, its logo and favicon.
  const city = cityBuild();
  return {
    plugins: [...(process.env.PORTAL_STATIC === '1' ? [withoutServerLoaders] : []), ...(framework ? [reactRouter()] : []), vanillaExtractPlugin(), cityAssetsPlugin(city)],
    resolve: {
      // The app reads the workspace packages from source, so one Vite pipeline handles their styles.
      alias: [
        { find: /^virtual:city\//, replacement: `${city.dir}/` },
        { find: '@credit-portal/ui', replacement: path.resolve(here, '../ui/src/index.ts') },
        { find: '@credit-portal/api-client', replacement: path.resolve(here, '../api-client/src/index.ts') },
        { find: '@credit-portal/portal-server/entry', replacement: path.resolve(here, '../portal-server/src/entry.ts') },
      ],
      // One copy of React for the app, Radix and react-router.
      dedupe: ['react', 'react-dom'],
    },
    build: {
      target: 'es2022',
      // One stylesheet, linked by the root route: the cascade is one order on every page (split per route,
      // a component's base rule could come after 关怀版's override of it).
      cssCodeSplit: false,
      sourcemap: true,
      // The SPA page's build and the server build share build/client (package.json empties it first).
      emptyOutDir: false,
      // The server's build starts at the portal's server entry (src/server.ts), which wraps the framework's request handler.
      ...(isSsrBuild && process.env.PORTAL_STATIC !== '1' ? { rollupOptions: { input: path.resolve(here, 'src/server.ts') } } : {}),
      ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: CHUNKS } } } }),
    },
    server: {
      // `pnpm --filter @credit-portal/portal-app dev` against a running reference server.
      proxy: Object.fromEntries(['/api', '/credit/', '/sso/'].map((prefix) => [prefix, env.VITE_PROXY_TARGET || 'http://127.0.0.1:4173'])),
    },
  };
});
