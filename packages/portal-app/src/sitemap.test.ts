import { describe, expect, it } from 'vitest';
import { areas } from './app/areas';
import { routeModuleOf } from './app/areaRoutes';
import type { RouteMeta } from './shell/meta';
import { publicCandidates, robotsTxt, type Page } from './sitemap';

const modules = import.meta.glob<{ handle?: RouteMeta }>(['./areas/*/routes/*.ts'], { eager: true });
const table: Page[] = areas.flatMap((area) =>
  area.routes.map((page) => ({ path: `/${page.path}`, handle: modules[`./${routeModuleOf(area.name, page.path)}`]?.handle, inLayout: page.layout !== 'none' })),
);

describe('the sitemap and robots.txt', () => {
  it('offer the public pages of the table, never a login-required, standalone or parameter route', () => {
    const paths = publicCandidates(table).map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/red-list/index', '/credit-dynamics', '/farming']));
    for (const closed of ['/user', '/login', '/404', '/401', '/pdf-output', '/']) expect(paths).not.toContain(closed);
    expect(paths.every((path) => /^\/[\w/-]+$/.test(path))).toBe(true);
  });

  it('keep crawlers off the visitors\' own pages and the back-end bases, exactly (not as prefixes of pages)', () => {
    const robots = robotsTxt('https://credit.example.gov.cn', table);
    expect(robots).toContain('Disallow: /user$');
    expect(robots).toContain('Disallow: /user?');
    // The credit-repair program is a back office with its own login.
    expect(robots).toContain('Disallow: /repair-program-home$');
    expect(robots).toContain('Disallow: /repair-program-login?');
    // Each of its images is a new captcha.
    expect(robots).toContain('Disallow: /captcha$');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /credit/');
    expect(robots).not.toMatch(/Disallow: \/credit$/m);
    expect(robots).toContain('Sitemap: https://credit.example.gov.cn/sitemap.xml');
  });
});
