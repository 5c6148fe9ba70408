import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOE_CITY_NEWS } from '../src/features/shoecity/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('信用鞋城 鞋城动态 (/credit-shoes-news)', () => {
  it('is a classification found by its name, with its articles newest first', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent('鞋城动态')}`)).json;
    expect(found.code).toBe(200);
    expect(found.data).toMatchObject({ id: SHOE_CITY_NEWS.id, articleCount: SHOE_CITY_NEWS.articles });
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${SHOE_CITY_NEWS.id}&pageSize=50`)).json.data;
    expect(page.total).toBe(SHOE_CITY_NEWS.articles);
    const times = page.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('opens each article with its body about the shoe trade', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${SHOE_CITY_NEWS.id}&pageSize=1`)).json.data;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(`${json.data.title}${json.data.content}`).toMatch(/鞋/);
  });
});

describe('the shoe trade in 市场主体信用等级 (/credit-shoes-info)', () => {
  it('grades enterprises of the industry 鞋服制造, with the counts per grade', async () => {
    const { json } = await server.request(`/api/cmpinternetportalfront/creditplus/tradesubjectgrade?industry=${encodeURIComponent('鞋服制造')}&pageSize=100`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records.every((r: { industry: string }) => r.industry === '鞋服制造')).toBe(true);
    const counts = json.data.gradeCounts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(json.data.total);
  });
});
