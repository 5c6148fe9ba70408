import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlesOf, routes } from './routeTable';
import type { RouteMeta, TableRoute } from '../shell/meta';

function flatten(list: TableRoute[], parent = ''): { path: string; route: TableRoute }[] {
  return list.flatMap((route) => {
    const path =
      route.index || route.path === undefined
        ? parent || '/'
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

async function runLoader(route: TableRoute) {
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error('route has no loader');
  return (await loader({ request: new Request('http://portal.test/'), params: {}, context: {} } as never)) as Response;
}

describe('the route table', () => {
  const all = flatten(routes);

  it('sends the site root to /home', async () => {
    const root = all.find(({ path, route }) => path === '/' && route.index);
    const answer = await runLoader(root!.route);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/home');
  });

  it('shows the 404 page at an unknown path itself (the server answers it with HTTP 404)', () => {
    const fallback = all.find(({ path }) => path === '/*' || path === '*');
    expect(fallback?.route.loader).toBeUndefined();
    expect(fallback?.route.handle).toEqual(handlesOf('/404').at(-1));
    expect(handlesOf('/no/such/page').at(-1)?.title).toBe('页面不存在');
  });

  it('gives every page a title and a lazily loaded module', () => {
    const pages = all.filter(({ route }) => route.lazy && route.handle && !route.children);
    expect(pages.map(({ path }) => path)).toEqual(expect.arrayContaining(['/home', '/404']));
    for (const { route } of pages) {
      expect((route.handle as RouteMeta).title).toBeTruthy();
      expect(route.Component).toBeUndefined();
    }
  });

  it('says for every page which layout it renders in', () => {
    const pages = all.filter(({ route }) => route.lazy && route.path !== undefined);
    for (const { path, route } of pages) expect([path, (route.handle as RouteMeta).layout]).toEqual([path, expect.stringMatching(/^(main|content|other|area|none)$/)]);
  });

  it('shows no adverts on farming routes and /pdf-output, and no layout on the standalone pages (spec §2)', () => {
    const adverts = (path: string) => !handlesOf(path).some((handle) => handle.adverts === false);
    expect(['/farming', '/farming-user', '/farming-financial-supermarket', '/pdf-output'].map(adverts)).toEqual([false, false, false, false]);
    expect(['/home', '/credit-dynamics', '/ecology', '/login'].map(adverts)).toEqual([true, true, true, true]);
    expect(['/login', '/404', '/pdf-output'].map((path) => handlesOf(path).at(-1)?.layout)).toEqual(['none', 'none', 'none']);
  });

  it('lists each path once', () => {
    const paths = all.filter(({ route }) => route.path !== undefined).map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every route an id of its own, the same on the server and in the browser (hydration finds each loader's data by it)", () => {
    const ids = all.map(({ route }) => route.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.find(({ path }) => path === '/home')?.route.id).toBe('/home');
  });

  it('is crawled end to end: the e2e crawl visits every page route', () => {
    // One file per area of the portal in e2e/crawl/ (e2e/tests/crawlTable.ts).
    const folder = new URL('../../../../e2e/crawl/', import.meta.url);
    const crawled = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { routes: string[] }).routes)
      .map((address) => address.split('?')[0]);
    // The unknown-path fallback shows the /404 page, crawled there.
    const pages = all.filter(({ route }) => route.lazy && route.path !== undefined && route.path !== '*').map(({ path }) => path);
    expect([...new Set(crawled)].sort()).toEqual([...new Set(pages)].sort());
  });
});
