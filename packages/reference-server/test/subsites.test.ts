// A city has the sub-sites its portal.json lists: for one it lacks, the seed writes neither the
// sub-site's data (its feature, named like it) nor links into it. The second city has no free-trade area;
// the city is chosen before the seed's modules load, as PORTAL_CITY does for the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findRepoRoot } from '../src/paths.js';
import type { TestServer } from './helpers.js';

const CMS = '/api/cms/front';
const CITY_WITHOUT = 'quanzhou';
const cityFile = JSON.parse(readFileSync(path.join(findRepoRoot(), 'cities', CITY_WITHOUT, 'portal.json'), 'utf8')) as { subsites: string[] };

let server: TestServer;
let hasSubsite: (id: string) => boolean;
beforeAll(async () => {
  vi.stubEnv('PORTAL_CITY', CITY_WITHOUT);
  vi.resetModules();
  ({ hasSubsite } = await import('../src/seed/city.js'));
  const { startTestServer } = await import('./helpers.js');
  server = await startTestServer();
}, 60_000);
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

const column = async (name: string) => (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(name)}`)).json;

describe(`a city without a sub-site (cities/${CITY_WITHOUT})`, () => {
  it('lacks the free-trade area and has the others', () => {
    expect(cityFile.subsites).not.toContain('freetradearea');
    expect(hasSubsite('freetradearea')).toBe(false);
    for (const id of cityFile.subsites) expect(hasSubsite(id), id).toBe(true);
    // Features that are no sub-site always seed.
    expect(hasSubsite('cms')).toBe(true);
  });

  it('has no column of the free-trade area, and the columns of the sub-sites it has', async () => {
    expect((await column('自贸区新闻动态')).code).not.toBe(200);
    expect((await column('自贸区信用公示')).code).not.toBe(200);
    const shoes = await column('鞋城动态');
    expect(shoes.code).toBe(200);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${shoes.data.id}&pageNo=1&pageSize=1`)).json;
    expect(page.data.total).toBeGreaterThan(0);
  });
});
