import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chunkGroups } from './vite.chunks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const browserClient = path.resolve(here, 'src/shell/portal.ts');
const serverClient = path.resolve(here, 'src/shell/portal.server.ts');
const clientManifest = path.resolve(here, 'dist/.vite/manifest.json');
const CLIENT_MANIFEST = 'virtual:client-manifest';
const src = (file: string) => path.resolve(here, 'src', file);
// Chunks of what is always loaded together (vite.chunks.ts), each a few KB instead of many chunks of a
// few hundred bytes (each costs its own imports, exports and compression): the shell, with what every
// area's routes run and the empty state that most pages show (67 chunks imported it); the portal's
// layout, which every page but a few standalone ones shows; the home page with its area's routes and
// its news lists (the few other pages that list news load the home page's 0.5 KB with them).
const chunks = chunkGroups(src('boot.ts'), [
  { name: 'main', roots: [src('main.tsx'), path.resolve(here, '../ui/src/components/EmptyState/EmptyState.tsx')], everyImportOf: src('app/areaModules.ts') },
  { name: 'layout', roots: ['PortalLayout', 'MainLayout', 'ContentLayout', 'OtherLayout'].map((name) => src(`layouts/${name}.tsx`)) },
  { name: 'home', roots: [src('areas/home/routes.ts'), src('areas/home/HomePage.tsx')] },
]);
// react-router's exports map names only its development build (dist/development); its production build
// (dist/production, shipped in the same package) is the same code with its development warnings off
// (ENABLE_DEV_WARNINGS = false), which lets the minifier drop them.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, here, 'VITE_');
  // The browser's production build takes react-router's production flavour (above); the dev server, unit
  // tests and the server's build keep its warnings.
  const productionRouter = command === 'build' && mode === 'production' && !isSsrBuild;
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      chunks.plugin,
      {
        // react-router's production build creates its components and contexts at the top of its module
        // (`var NavLink = React.forwardRef(...)`, then `NavLink.displayName = "NavLink"`), which the
        // tree-shaker must keep: it cannot know the calls are pure, and the assignments are side effects.
        // Marked pure, and without the names (React DevTools' labels, kept in development), what the portal
        // never uses is left out: NavLink, Form, useSubmit and their helpers, 1.9 KB gzip of /home.
        name: 'react-router-pure',
        apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
        transform(code, id) {
          if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
          const out = code
            .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
            .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
          return { code: out, map: null };
        },
      },
      {
        // The server's build (entry-server.tsx) calls the back end through the render's own client.
        name: 'server-portal-client',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!options.ssr || !/(^|\/)portal$/.test(source)) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved?.id === browserClient ? serverClient : null;
        },
      },
      {
        // The server's render names the chunks the browser will need for the page (modulepreload links):
        // each dynamic import of the server's build reports the module it loads (entry-server.tsx
        // records them per route), and the browser build's manifest says which chunks hold it.
        name: 'route-chunks',
        resolveId: (source, _importer, options) => (options.ssr && source === CLIENT_MANIFEST ? `\0${CLIENT_MANIFEST}` : null),
        load: (id) => (id === `\0${CLIENT_MANIFEST}` ? `export default ${existsSync(clientManifest) ? readFileSync(clientManifest, 'utf8') : '{}'};` : null),
        async transform(code, id, options) {
          if (!options?.ssr || id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
          const dynamicImport = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
          const sources = new Set([...code.matchAll(dynamicImport)].map((found) => found[2]!));
          if (sources.size === 0) return null;
          const keys = new Map<string, string>();
          for (const source of sources) {
            const resolved = await this.resolve(source, id);
            if (resolved) keys.set(source, path.relative(here, resolved.id.split('?')[0]!));
          }
          const out = code.replace(dynamicImport, (call, _quote, source: string) => {
            const key = keys.get(source);
            return key ? `(globalThis.__portalDynamicImport?.(${JSON.stringify(key)}), ${call})` : call;
          });
          return { code: out, map: null };
        },
      },
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
        ...(productionRouter
          ? [
              { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
            ]
          : []),
      ],
      // One copy of React for the app, Radix and react-router.
      dedupe: ['react', 'react-dom'],
    },
    optimizeDeps: {
      include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
    },
    define: { 'import.meta.env.PORTAL_SERVER': JSON.stringify(Boolean(isSsrBuild)) },
    // The server's build holds code only; the public files are the browser build's.
    publicDir: isSsrBuild ? false : 'public',
    build: {
      target: 'es2022',
      // One stylesheet for the whole portal (all of it is ~11 KB gzip), linked from the HTML: a page the
      // server rendered is styled at its first paint, instead of waiting for its route chunks' styles
      // (a flash of unstyled content and layout shifts, measured CLS 0.35 on /home).
      cssCodeSplit: false,
      sourcemap: true,
      // Which chunks hold which module, for the server's modulepreload links (route-chunks above).
      manifest: !isSsrBuild,
      // React, react-dom and react-router in one chunk of their own: every page needs them, and they change
      // far less often than the portal's code, so a visitor's cache keeps them across the portal's releases.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                  // The shell's and the layout's chunks (above, vite.chunks.ts).
                  { name: chunks.group, priority: 1, includeDependenciesRecursively: false },
                ],
              },
            },
          },
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
