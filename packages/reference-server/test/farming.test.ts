import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARMING_ARTICLES, FARMING_COLUMNS } from '../src/features/farming/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('the farming sub-site’s CMS columns', () => {
  for (const { column } of FARMING_COLUMNS) {
    it(`finds ${column.name} (${column.route}) by its name and lists its articles newest first, each title its own`, async () => {
      const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(column.name)}`)).json;
      expect(found.code).toBe(200);
      expect(found.data.id).toBe(column.id);
      const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${column.id}&pageNo=1&pageSize=50`)).json;
      expect(page.data.total).toBe(FARMING_ARTICLES);
      const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
      expect(new Set(titles).size).toBe(titles.length);
      const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
      expect([...times].sort().reverse()).toEqual(times);
    });
  }

  it('opens an article with a body of paragraphs', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=farming-news&pageNo=1&pageSize=1`)).json;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.title).toBe(page.data.records[0].title);
    expect(json.data.content).toMatch(/<p>/);
  });
});
