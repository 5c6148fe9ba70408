import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { cityAssetsPlugin, cityBuild } from './city.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The static copy (`PORTAL_STATIC=1`, the framework's SPA mode) has no server: its route modules keep
 * their `clientLoader`, which does the same work in the browser, and give up the `loader` and `action` they
 * export for the server (SPA mode refuses a route module that exports one; its forms send from the
 * browser). Only the portal's own route modules are touched, and only the `export` keyword of
 * `export const loader` and `export const action`.
 */
/** The portal's route modules (routes.ts): pages, the layouts, the site root's redirect, the logout, 注册, the 无障碍 preference's form, the login captcha without script. */
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
 * The shell: the portal's own modules that the root route, the client entry and the main layout import
 * without waiting (static imports followed to the end, within src/: a package's index names every part
 * it has, used or not). Every page runs them before it hydrates; one chunk instead of ~40 of a few
 * hundred bytes, which gzip compresses apart: 9 KB gzip less on /home. What they load later (`import()`:
 * the toolbar's panel, the adverts, the session's dialogs, the route table) keeps chunks of its own.
 */
const SHELL_ENTRIES = ['src/root.tsx', 'src/entry.client.tsx', 'src/layouts/MainLayout.tsx'].map((file) => path.resolve(here, file));
const SOURCE = path.resolve(here, 'src') + path.sep;
const shellOf = new WeakMap<object, ReadonlySet<string>>();
function inShell(id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): boolean {
  let shell = shellOf.get(context);
  if (!shell) {
    const reached = new Set<string>();
    const next = [...SHELL_ENTRIES];
    for (let module = next.pop(); module !== undefined; module = next.pop()) {
      if (reached.has(module) || !module.startsWith(SOURCE)) continue;
      reached.add(module);
      next.push(...(context.getModuleInfo(module)?.importedIds ?? []));
    }
    shell = reached;
    shellOf.set(context, shell);
  }
  return shell.has(id);
}

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
      ],
      // One copy of React for the app, Radix and react-router.
      dedupe: ['react', 'react-dom'],
    },
    build: {
      target: 'es2022',
      // One stylesheet for the whole portal (~13 KB gzip), linked by the root route: the cascade is one
      // order on every page. Split per route, the stylesheets of a page's chunks came in another order
      // than the build's (a component's base rule after 关怀版's override of it: 56 routes failed the
      // enhanced contrast check in 关怀版).
      cssCodeSplit: false,
      sourcemap: true,
      // The SPA page's build and the server build share build/client (package.json empties it first).
      emptyOutDir: false,
      // The server's build starts at the portal's server entry (src/server.ts), which wraps the framework's request handler.
      ...(isSsrBuild && process.env.PORTAL_STATIC !== '1' ? { rollupOptions: { input: path.resolve(here, 'src/server.ts') } } : {}),
      // React, react-dom and react-router in one chunk of their own: every page needs them, and they change
      // far less often than the portal's code, so a visitor's cache keeps them across the portal's releases
      // (and one chunk instead of three is 2.2 KB gzip less on /home).
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              output: { codeSplitting: { groups: [
                  { name: 'framework', priority: 2, test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router)[\\/]/ },
                  { name: (id, context) => (!id.includes('node_modules') && inShell(id.split('?')[0] ?? id, context) ? 'shell' : null), priority: 1 },
                ] } },
            },
          }),
    },
    server: {
      // `pnpm --filter @credit-portal/portal-app dev` against a running reference server.
      proxy: Object.fromEntries(['/api', '/credit/', '/sso/'].map((prefix) => [prefix, env.VITE_PROXY_TARGET || 'http://127.0.0.1:4173'])),
    },
  };
});
