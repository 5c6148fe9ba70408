import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes';
import { areas } from './app/areas';
import { routeModuleOf } from './app/areaRoutes';
import { shellCallsOf } from './app/routed';
import type { RouteMeta } from './shell/meta';

function flatten(list: readonly RouteConfigEntry[], parent = ''): { path: string; entry: RouteConfigEntry }[] {
  return list.flatMap((entry) => {
    const path = entry.index || entry.path === undefined ? parent || '/' : `${parent.replace(/\/$/, '')}/${entry.path}`;
    return [{ path, entry }, ...flatten(entry.children ?? [], path)];
  });
}

// Every page's route module, by its file (relative to src/), for its handle.
const modules = import.meta.glob<{ handle?: RouteMeta }>(['./areas/*/routes/*.ts'], { eager: true });
const handleOf = (file: string) => modules[`./${file}`]?.handle;

describe('the route table', () => {
  const all = flatten(routes);
  // Pages: every address but the 404's catch-all, the logout, 注册, the 无障碍 preference and a form's captcha without script (without a page of their own).
  const withoutPage = new Set(['app/logout.ts', 'app/accessibilityPreference.ts', 'app/register.ts', 'app/noscriptCaptcha.ts']);
  const pages = all.filter(({ entry }) => entry.path !== undefined && entry.path !== '*' && !withoutPage.has(entry.file));

  it('sends the site root to /home', async () => {
    const { loader } = await import('./app/siteRoot');
    const answer = loader();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/home');
  });

  it('shows the 404 page at an unknown path itself', () => {
    const fallback = all.find(({ entry }) => entry.path === '*');
    expect(fallback?.entry.file).toBe('areas/auth/routes/404.ts');
    expect(handleOf('areas/auth/routes/404.ts')?.title).toBe('页面不存在');
  });

  it("gives every page a route module named after its address, with the page's title", () => {
    for (const area of areas) {
      for (const page of area.routes) {
        const file = routeModuleOf(area.name, page.path);
        expect(existsSync(new URL(file, import.meta.url)), file).toBe(true);
        expect(handleOf(file)?.title, file).toBeTruthy();
      }
    }
    // And no route module is left out of the table.
    const listed = new Set(areas.flatMap((area) => area.routes.map((page) => `./${routeModuleOf(area.name, page.path)}`)));
    expect(Object.keys(modules).filter((file) => !listed.has(file))).toEqual([]);
  });

  it('shows no adverts on farming routes and /pdf-output, and no layout on the standalone pages, as their handles say', () => {
    const adverts = (path: string) => shellCallsOf(path).adverts;
    expect(['/farming', '/farming-user', '/farming-financial-supermarket', '/pdf-output'].map(adverts)).toEqual([false, false, false, false]);
    expect(['/home', '/credit-dynamics', '/ecology', '/login'].map(adverts)).toEqual([true, true, true, true]);
    for (const area of areas) {
      for (const page of area.routes) {
        const handle = handleOf(routeModuleOf(area.name, page.path));
        expect([page.path, handle?.adverts !== false], page.path).toEqual([page.path, shellCallsOf(`/${page.path}`).adverts]);
      }
    }
    expect(['/login', '/404', '/pdf-output'].map((path) => all.find((found) => found.path === path)?.entry.id)).toEqual(['/login', '/404', '/pdf-output']);
    const standalone = routes.filter((entry) => entry.path !== undefined).map((entry) => `/${entry.path}`);
    expect(standalone).toEqual(expect.arrayContaining(['/login', '/404', '/pdf-output']));
  });

  it('lists each path once, each page with its address as its id', () => {
    const paths = pages.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path, entry } of pages) expect(entry.id).toBe(path);
    const ids = all.map(({ entry }) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is crawled end to end: the e2e crawl visits every page route', () => {
    // One file per area of the portal in e2e/crawl/ (e2e/tests/crawlTable.ts).
    const folder = new URL('../../../e2e/crawl/', import.meta.url);
    const crawled = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { routes: string[] }).routes)
      .map((address) => address.split('?')[0]);
    expect([...new Set(crawled)].sort()).toEqual([...new Set(pages.map(({ path }) => path))].sort());
  });
});
