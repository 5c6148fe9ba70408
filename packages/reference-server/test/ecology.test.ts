import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOLOGY_CASE_ARTICLES, ECOLOGY_CASE_COLUMN, ECOLOGY_INTRODUCTION_COLUMN, ECOLOGY_NEWS_ARTICLES, ECOLOGY_NEWS_COLUMN, ECOLOGY_POLICY_ARTICLES, ECOLOGY_POLICY_COLUMN } from '../src/features/ecology/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';
const FRONT = '/api/cmpinternetportalfront';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const byName = async (name: string) => (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(name)}`)).json;

describe('the ecology sub-site’s columns', () => {
  it.each([
    [ECOLOGY_NEWS_COLUMN, ECOLOGY_NEWS_ARTICLES],
    [ECOLOGY_POLICY_COLUMN, ECOLOGY_POLICY_ARTICLES],
    [ECOLOGY_CASE_COLUMN, ECOLOGY_CASE_ARTICLES],
    [ECOLOGY_INTRODUCTION_COLUMN, 1],
  ])('finds %s by its name and lists its articles newest first, titles distinct', async (column, count) => {
    const found = await byName(column.name);
    expect(found.code).toBe(200);
    expect(found.data.id).toBe(column.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=50`)).json;
    expect(page.data.total).toBe(count);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    const titles = page.data.records.map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('opens a news article with its paragraphs and the environment bureau as its source', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${ECOLOGY_NEWS_COLUMN.id}&pageNo=1&pageSize=1`)).json;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.content).toMatch(/<p>/);
    expect(json.data.source).toBe(`${CITY.name}生态环境局`);
  });
});

describe('the lists of enterprises the sub-site reads', () => {
  it('has environment penalties (环境违法企业) to publish', async () => {
    const { json } = await server.request(`${FRONT}/abnormal/environmentPage?pageNo=1&pageSize=15`);
    expect(json.code).toBe(200);
    expect(json.data.total).toBeGreaterThan(15);
  });

  it('has graded enterprises of the 生态环境 industry, with A-grade (环保诚信) ones among them', async () => {
    const all = (await server.request(`${FRONT}/creditplus/tradesubjectgrade?industry=${encodeURIComponent('生态环境')}&pageNo=1&pageSize=15`)).json;
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThan(15);
    expect(all.data.gradeCounts.A).toBeGreaterThan(0);
    const honest = (await server.request(`${FRONT}/creditplus/tradesubjectgrade?industry=${encodeURIComponent('生态环境')}&grade=A&pageNo=1&pageSize=15`)).json;
    expect(honest.data.total).toBe(all.data.gradeCounts.A);
    expect(honest.data.records.every((r: { grade: string; organ: string }) => r.grade === 'A' && r.organ === '市生态环境局')).toBe(true);
  });
});
