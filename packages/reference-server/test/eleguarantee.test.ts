import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARANTEE_NEWS_ARTICLES, GUARANTEE_NEWS_COLUMN, GUARANTEE_POLICY_ARTICLES, GUARANTEE_POLICY_COLUMN } from '../src/features/eleguarantee/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe.each([
  { column: GUARANTEE_NEWS_COLUMN, articles: GUARANTEE_NEWS_ARTICLES },
  { column: GUARANTEE_POLICY_COLUMN, articles: GUARANTEE_POLICY_ARTICLES },
])('the 电子保函 column $column.name ($column.route)', ({ column, articles }) => {
  it('is found by its name and lists its articles newest first, each title distinct', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(column.name)}`)).json;
    expect(found.code).toBe(200);
    expect(found.data.id).toBe(column.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=50`)).json;
    expect(page.data.total).toBe(articles);
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('opens an article whose body is about electronic guarantees', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${column.id}&pageNo=1&pageSize=1`)).json;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.content).toMatch(/<p>/);
    expect(json.data.content).toMatch(/保函|保证金/);
  });
});
