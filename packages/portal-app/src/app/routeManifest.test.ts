import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { areaModules } from './areaModules';
import { areas, handlesOf, routes } from './routeTable';
import { placeArea } from './assemble';
import { areaOf, isRouted, routeIdOf, shellCallsOf } from './routed';

/** The addresses of the pages an area places in the table. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [...(route.path === undefined ? [] : [path]), ...pathsOf(route.children ?? [], path)];
  });
}

describe('the route manifest (what the browser knows before loading an area)', () => {
  const manifest = {
    areas: Object.fromEntries(areas.map((area) => [area.name, placeArea(area).flatMap(({ routes: placed }) => pathsOf(placed as RouteObject[]))])),
    withoutLayout: [] as string[],
    withoutAdverts: [] as string[],
  };
  for (const path of Object.values(manifest.areas).flat()) {
    const handles = handlesOf(path);
    if (handles.some((handle) => handle.layout === 'none')) manifest.withoutLayout.push(path);
    if (handles.some((handle) => handle.adverts === false)) manifest.withoutAdverts.push(path);
  }

  it('is made from the route table (`pnpm --filter @credit-portal/portal-app exec vitest run -u` writes it)', async () => {
    await expect(`${JSON.stringify(manifest, null, 2)}\n`).toMatchFileSnapshot('./routeManifest.json');
  });

  it('names a chunk for every area, which holds that area', async () => {
    expect(Object.keys(areaModules).sort()).toEqual(areas.map((area) => area.name).sort());
    for (const [name, load] of Object.entries(areaModules)) expect((await load()).area.name).toBe(name);
  });

  it('finds the area of a page, in any case and with a trailing slash, as react-router matches it', () => {
    expect(['/home', '/Home/', '/farming-financial-supermarket/detail', '/login', '/no-such-page'].map(areaOf)).toEqual(['home', 'home', 'farming', 'auth', undefined]);
    expect(routes[0]?.id).toBe('root');
  });

  it('knows the pages of the table, with or without a query', () => {
    expect(isRouted('/home')).toBe(true);
    expect(isRouted('/')).toBe(true);
    expect(isRouted('/credit-dynamics?pageNo=2')).toBe(true);
    expect(isRouted('/red-list/index')).toBe(true);
  });

  it('names the route of a page by its id in the table (the renderer\'s bounded metric label), none for other addresses', () => {
    expect(['/Home/', '/red-list/index', '/', '/no-such-page', '/credit-dynamics/extra'].map(routeIdOf)).toEqual(['/home', '/red-list/index', '/', undefined, undefined]);
    const ids = new Set<string>();
    const collect = (list: readonly { id?: string; children?: unknown }[]) =>
      list.forEach((route) => {
        if (route.id) ids.add(route.id);
        if (Array.isArray(route.children)) collect(route.children as { id?: string }[]);
      });
    collect(routes as { id?: string; children?: unknown }[]);
    for (const path of Object.values(manifest.areas).flat()) expect(ids.has(routeIdOf(path) as string), path).toBe(true);
  });

  it('does not count what only the /404 fallback would catch', () => {
    expect(isRouted('/no-such-page')).toBe(false);
    expect(isRouted('/credit-dynamics/extra')).toBe(false);
  });

  it('says which shell calls a page makes: no adverts on farming routes and /pdf-output, no menu on standalone pages (spec §2)', () => {
    expect(['/farming', '/farming-user', '/pdf-output', '/home', '/login'].map((path) => shellCallsOf(path).adverts)).toEqual([false, false, false, true, true]);
    expect(['/home', '/ecology', '/login', '/404', '/pdf-output', '/no-such-page'].map((path) => shellCallsOf(path).layout)).toEqual([true, true, false, false, false, false]);
  });
});
