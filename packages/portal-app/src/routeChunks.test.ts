import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { chunksOf, recordRouteModules } from './routeChunks';

describe('the chunks a server-rendered page preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_list-1.js': { file: 'assets/list-1.js', imports: ['_shared-1.js'] },
    'src/areas/home/routes.ts': { file: 'assets/routes-1.js', imports: ['_list-1.js'] },
    'src/areas/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_list-1.js', '_shared-1.js'] },
  };

  it("names each module's chunk and the chunks it imports, once, less what the entry script brings", () => {
    expect(chunksOf(manifest, ['src/areas/home/routes.ts', 'src/areas/home/HomePage.tsx', 'src/no/such.tsx'])).toEqual([
      'assets/routes-1.js',
      'assets/list-1.js',
      'assets/HomePage-1.js',
    ]);
  });

  it("records the modules each route's lazy loads, under the route's id", async () => {
    const report = (module: string) => globalThis.__portalDynamicImport?.(module);
    const routes: RouteObject[] = [
      {
        id: 'layout',
        lazy: async () => (report('src/layouts/MainLayout.tsx'), {}),
        children: [{ id: '/home', lazy: async () => (report('src/areas/home/HomePage.tsx'), await Promise.resolve(), report('src/views/More.tsx'), {}) }],
      },
    ];
    const modules = recordRouteModules(routes);
    await Promise.all([(routes[0]!.lazy as () => Promise<unknown>)(), (routes[0]!.children![0]!.lazy as () => Promise<unknown>)()]);
    expect(Object.fromEntries(modules)).toEqual({ layout: ['src/layouts/MainLayout.tsx'], '/home': ['src/areas/home/HomePage.tsx', 'src/views/More.tsx'] });
  });
});
