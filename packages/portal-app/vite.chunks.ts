// Chunks of the modules that are always loaded together (the /home budget).
//
// Rolldown's automatic splitting puts every module that main.tsx shares with a lazily loaded chunk (the
// API client, errors, contexts, small ui components...) into a common chunk of its own, though main is
// always loaded before any of those chunks (rolldown/rolldown#10731; Rollup merges them into main). /home
// loaded sixteen such chunks of 0.1-4.5 KB, each compressed on its own, with its own imports and exports;
// and as many again of the layout's and the areas' routes' shared parts. This plugin records which names
// each module imports from which, and the code-splitting group it returns (vite.config.ts) gives each
// group's chunk exactly the modules its roots run: through the barrels (`@credit-portal/ui`'s index) only
// along the names taken from them, so a component only pages use stays with those pages. The first
// script's own modules (boot.ts) stay in it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Names = Set<string> | 'all';

/** A module that only re-exports (and may import for side effects): followed by name, not whole. */
interface Barrel {
  reexports: Map<string, { from: string; imported: string }>;
  stars: string[];
  sideEffects: string[];
}

interface ModuleLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
  exports: readonly string[];
}
export interface GraphContext {
  getModuleInfo(id: string): ModuleLike | null;
}

interface NameNode {
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: NameNode; local?: NameNode; exported?: NameNode }[];
  exported?: NameNode | null;
  importKind?: string;
  exportKind?: string;
}

const nameOf = (node: NameNode | undefined | null): string =>
  node ? (node.name ?? String(node.value)) : 'default';

export interface ChunkGroup {
  /** The chunk's name. */
  name: string;
  /** The modules whose code the chunk holds, with all they run. */
  roots: string[];
  /** Also what every module this one imports dynamically runs (all the areas' routes, areaModules.ts). */
  everyImportOf?: string;
}

export function chunkGroups(firstScript: string, groups: ChunkGroup[]) {
  /** Per module: the names it takes from each module it imports ('all' for a namespace import). */
  const takes = new Map<string, Map<string, Names>>();
  const barrels = new Map<string, Barrel>();
  let assigned: Map<string, string> | undefined;
  let root = process.cwd();

  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      assigned = undefined;
    },
    configResolved(config) {
      root = config.root;
    },
    // The build's manifest names a chunk by the module it was made for; a module imported dynamically
    // (main.tsx, a layout) whose code is in a group's chunk gets no entry of its own, so the server's
    // modulepreload links (routeChunks.ts) could not find it. It is added: its group's chunk.
    writeBundle(options, bundle) {
      const manifestFile = path.join(options.dir ?? '', '.vite', 'manifest.json');
      if (!existsSync(manifestFile)) return;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
      const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const own = byFile.get(chunk.fileName);
        for (const id of chunk.moduleIds) {
          const key = path.relative(root, id);
          if (!own || manifest[key] || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          manifest[key] = { ...own, src: key, isDynamicEntry: true };
        }
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    },
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      let body: Node[];
      try {
        body = (this.parse(code) as unknown as { body: Node[] }).body;
      } catch {
        return null;
      }
      const names = new Map<string, Names>();
      const barrel: Barrel = { reexports: new Map(), stars: [], sideEffects: [] };
      let onlyReexports = body.length > 0;
      const take = (target: string, taken: Names) => {
        const before = names.get(target);
        if (before === 'all' || taken === 'all') names.set(target, 'all');
        else names.set(target, new Set([...(before ?? []), ...taken]));
      };
      for (const node of body) {
        const source = typeof node.source?.value === 'string' ? node.source.value : undefined;
        const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
        if (!source || typeOnly) {
          if (!typeOnly) onlyReexports = false;
          continue;
        }
        const resolved = (await this.resolve(source, id))?.id;
        if (!resolved) {
          onlyReexports = false;
          continue;
        }
        const specifiers = node.specifiers ?? [];
        if (node.type === 'ImportDeclaration') {
          if (specifiers.length > 0) onlyReexports = false;
          else barrel.sideEffects.push(resolved);
          take(resolved, specifiers.some((s) => s.type === 'ImportNamespaceSpecifier') ? 'all' : new Set(specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)))));
        } else if (node.type === 'ExportAllDeclaration') {
          if (node.exported) barrel.reexports.set(nameOf(node.exported), { from: resolved, imported: '*' });
          else barrel.stars.push(resolved);
          take(resolved, 'all');
        } else if (node.type === 'ExportNamedDeclaration') {
          for (const s of specifiers) barrel.reexports.set(nameOf(s.exported), { from: resolved, imported: nameOf(s.local) });
          take(resolved, new Set(specifiers.map((s) => nameOf(s.local))));
        }
      }
      takes.set(id, names);
      if (onlyReexports) barrels.set(id, barrel);
      else barrels.delete(id);
      return null;
    },
  };

  /** The modules `root` runs: all of each module it imports, and of a barrel only what is taken from it. */
  function closure(root: string, ctx: GraphContext): Set<string> {
    const found = new Set<string>();
    const resolvedNames = new Set<string>();
    const exportsName = (id: string, name: string, seen = new Set<string>()): boolean => {
      if (seen.has(id)) return false;
      seen.add(id);
      const barrel = barrels.get(id);
      if (!barrel) return ctx.getModuleInfo(id)?.exports.includes(name) ?? false;
      return barrel.reexports.has(name) || barrel.stars.some((star) => exportsName(star, name, seen));
    };
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) request(imported, takes.get(id)?.get(imported) ?? 'all');
    };
    const request = (id: string, names: Names) => {
      const barrel = barrels.get(id);
      if (!barrel) return visit(id);
      found.add(id);
      for (const sideEffect of barrel.sideEffects) visit(sideEffect);
      if (names === 'all') {
        for (const { from } of barrel.reexports.values()) request(from, 'all');
        for (const star of barrel.stars) request(star, 'all');
        return;
      }
      for (const name of names) {
        const key = `${id}\0${name}`;
        if (resolvedNames.has(key)) continue;
        resolvedNames.add(key);
        const reexport = barrel.reexports.get(name);
        if (reexport) request(reexport.from, reexport.imported === '*' ? 'all' : new Set([reexport.imported]));
        else for (const star of barrel.stars) if (exportsName(star, name)) request(star, new Set([name]));
      }
    };
    visit(root);
    return found;
  }

  /** Each module's group, decided once per build: the first group that runs it, never the first script's own modules. */
  const assign = (ctx: GraphContext): Map<string, string> => {
    const first = closure(firstScript, ctx);
    const assigned = new Map<string, string>();
    for (const spec of groups) {
      const members = new Set(spec.roots.flatMap((root) => [...closure(root, ctx)]));
      if (spec.everyImportOf) {
        const [head, ...rest] = (ctx.getModuleInfo(spec.everyImportOf)?.dynamicallyImportedIds ?? []).map((id) => closure(id, ctx));
        for (const id of head ?? []) if (rest.every((other) => other.has(id))) members.add(id);
      }
      for (const id of members) if (!first.has(id) && !assigned.has(id)) assigned.set(id, spec.name);
    }
    return assigned;
  };

  const group = (id: string, ctx: GraphContext): string | null => {
    assigned ??= assign(ctx);
    return assigned.get(id) ?? null;
  };

  return { plugin, group };
}
