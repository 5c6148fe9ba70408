// The chunks the browser needs for a page the server rendered, named in its HTML: the page's
// area routes, its layout and page modules and what they import, preloaded together by boot.ts once the
// page is painted, instead of one after the other as each module is run. Server only.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteObject } from 'react-router';

/** What `vite build` writes in dist/.vite/manifest.json: per source module, its chunk and the chunks it imports. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

declare global {
  /** Called by every dynamic import of the server's build with the module it loads (vite.config.ts, route-chunks). */
  var __portalDynamicImport: ((module: string) => void) | undefined;
}

const importing = new AsyncLocalStorage<string[]>();
globalThis.__portalDynamicImport = (module) => importing.getStore()?.push(module);

/**
 * Wraps each route's `lazy` so that the modules it loads are recorded under the route's id. Called on
 * the table before the static handler copies it: react-router calls a route's `lazy` once.
 */
export function recordRouteModules(routes: RouteObject[], modules = new Map<string, string[]>()): Map<string, string[]> {
  for (const route of routes) {
    const { lazy, id } = route;
    if (typeof lazy === 'function' && id) {
      route.lazy = () => {
        const loaded: string[] = [];
        modules.set(id, loaded);
        return importing.run(loaded, lazy);
      };
    }
    recordRouteModules(route.children ?? [], modules);
  }
  return modules;
}

/** The chunk files of the entries and everything they import, per manifest: computed once. */
const entryChunks = new WeakMap<ClientManifest, Set<string>>();

/** Adds the chunk of `key` and of everything it imports to `into`. */
function walk(manifest: ClientManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, into);
}

/** The chunk files that hold these modules and everything they import, less the entry's own (already in the HTML). */
export function chunksOf(manifest: ClientManifest, modules: readonly string[]): string[] {
  let inEntry = entryChunks.get(manifest);
  if (!inEntry) {
    inEntry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(manifest, key, inEntry);
    entryChunks.set(manifest, inEntry);
  }
  const files = new Set<string>();
  for (const module of modules) walk(manifest, module, files);
  return [...files].filter((file) => !(inEntry as Set<string>).has(file));
}
