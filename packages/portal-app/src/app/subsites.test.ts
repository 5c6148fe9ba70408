import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { areas } from './areas';
import { placeAreas, routeModuleOf } from './areaRoutes';
import { SUBSITES, areasForCity, subsiteOf, type SubsiteId } from './subsites';
import { publicCandidates, type Page } from '../sitemap';
import type { RouteMeta } from '../shell/meta';

const ALL = Object.keys(SUBSITES) as SubsiteId[];
const without = (...lacking: SubsiteId[]) => ALL.filter((id) => !lacking.includes(id));

/** Every address of a route table, with the file that answers it. */
function addresses(list: readonly RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return list.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [{ path, file: entry.file }]), ...addresses(entry.children ?? [], path)];
  });
}
const pathsOf = (subsites: readonly string[]) => addresses(placeAreas(areasForCity(areas, subsites))).map(({ path }) => path);

const modules = import.meta.glob<{ handle?: RouteMeta }>(['../areas/*/routes/*.ts'], { eager: true });
/** The sitemap's candidates of the table a city's build has. */
function sitemapCandidates(subsites: readonly string[]): string[] {
  const table: Page[] = areasForCity(areas, subsites).flatMap((area) =>
    area.routes.map((page) => ({ path: `/${page.path}`, handle: modules[`../${routeModuleOf(area.name, page.path)}`]?.handle, inLayout: page.layout !== 'none' })),
  );
  return publicCandidates(table).map(({ path }) => path);
}

const citiesDir = new URL('../../../../cities/', import.meta.url);
const cities = readdirSync(citiesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ id: entry.name, ...(JSON.parse(readFileSync(new URL(`${entry.name}/portal.json`, citiesDir), 'utf8')) as { subsites: string[] }) }));

describe("a city's sub-sites decide the route table", () => {
  it('keeps every page for a city with every sub-site', () => {
    expect(pathsOf(ALL)).toEqual(addresses(placeAreas(areas)).map(({ path }) => path));
  });

  it('leaves out the free-trade-area pages for a city without the sub-site; its addresses fall to the 404 page', () => {
    const paths = pathsOf(without('freetradearea'));
    expect(paths.filter((path) => path.startsWith('/free-trade-area'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/credit-loan-home', '/farming', '/ele-guarantee-home', '/credit-shoes-news', '/home']));
    expect(addresses(placeAreas(areasForCity(areas, without('freetradearea')))).find(({ path }) => path === '/*')?.file).toBe('areas/auth/routes/404.ts');
    expect(sitemapCandidates(without('freetradearea')).filter((path) => path.startsWith('/free-trade-area'))).toEqual([]);
    expect(sitemapCandidates(ALL)).toContain('/free-trade-area');
  });

  it('leaves out the shoe city’s pages of 信用+ without the sub-site, and keeps the rest of 信用+', () => {
    const paths = pathsOf(without('shoecity'));
    expect(paths.filter((path) => path.startsWith('/credit-shoes-'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/credit-plus-home', '/credit-plus-lib', '/free-trade-area']));
  });

  it('has a city without any sub-site keep the main portal only', () => {
    const paths = pathsOf([]);
    for (const prefix of ['/free-trade-area', '/credit-loan', '/farming', '/ele-guarantee', '/credit-shoes']) expect(paths.filter((path) => path.startsWith(prefix)), prefix).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/credit-plus-home', '/credit-repair']));
  });

  it('refuses an id that names no sub-site', () => {
    expect(() => areasForCity(areas, ['freetradearea', 'shoe-city'])).toThrow(/shoe-city/);
  });

  it('knows every area that declares a sub-site (areas/*/subsite.ts) as one, and no page of the main portal as one', () => {
    const declared = Object.keys(import.meta.glob('../areas/*/subsite.ts')).map((file) => file.split('/')[2] ?? file);
    expect(declared).toHaveLength(4);
    for (const area of declared) expect(areas.find((a) => a.name === area)?.routes.every((page) => subsiteOf(area, page.path) === area), area).toBe(true);
    expect(subsiteOf('home', 'home')).toBeUndefined();
    expect(subsiteOf('creditplus', 'credit-plus-home')).toBeUndefined();
  });

  it.each(cities)('reads only known sub-sites from cities/$id/portal.json', ({ subsites }) => {
    expect(subsites.filter((id) => !ALL.includes(id as SubsiteId))).toEqual([]);
  });
});
