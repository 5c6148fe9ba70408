import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUE_RESULTS_COLUMN, EPIDEMIC_ARTICLES, EPIDEMIC_COLUMN, INTEGRITY_ARTICLES, INTEGRITY_COLUMN } from '../src/features/activity/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('the epidemic-period credit measures column (/epidemic)', () => {
  it('is found by its name and lists its articles newest first', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(EPIDEMIC_COLUMN.name)}`)).json;
    expect(found.code).toBe(200);
    expect(found.data.id).toBe(EPIDEMIC_COLUMN.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=15`)).json;
    expect(page.data.total).toBe(EPIDEMIC_ARTICLES);
    expect(page.data.records).toHaveLength(15);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    const titles = page.data.records.map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('opens an article with a body of paragraphs about the measures', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${EPIDEMIC_COLUMN.id}&pageNo=1&pageSize=1`)).json;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.content).toMatch(/<p>/);
    expect(json.data.content).toMatch(/疫情/);
  });

  it('is found by the full-text search too', async () => {
    const { json } = await server.request(`${CMS}/articleinfo/articleSearchPage?keyword=${encodeURIComponent('疫情防控期间')}&classificationId=${EPIDEMIC_COLUMN.id}`);
    expect(json.code).toBe(200);
    expect(json.data.total).toBeGreaterThan(0);
  });
});

describe('the 诚信建设万里行 column (/integrity-wanli)', () => {
  it('is found by its name and lists the campaign’s news newest first, each title naming the campaign', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(INTEGRITY_COLUMN.name)}`)).json;
    expect(found.data.id).toBe(INTEGRITY_COLUMN.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=50`)).json;
    expect(page.data.total).toBe(INTEGRITY_ARTICLES);
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(titles.every((title) => title.includes('诚信建设万里行'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('the publicity of handled safety clues (/safe-clues-list)', () => {
  it('lists one notice per handled clue, newest first, with the result and nothing of the reporter', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(CLUE_RESULTS_COLUMN.name)}`)).json;
    expect(found.data.id).toBe(CLUE_RESULTS_COLUMN.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=100`)).json;
    expect(page.data.total).toBeGreaterThanOrEqual(10);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);

    const first = page.data.records[0] as { id: string; title: string };
    const subject = first.title.split('：')[1] ?? '';
    const { json } = await server.request(`${CMS}/articleinfo/detail/${first.id}`);
    expect(json.data.content).toContain('处理结果：');
    expect(json.data.content).toContain(subject);
    expect(json.data.content).not.toMatch(/1[3-9]\d{9}|XS\d{12}/);
  });

  it('titles each notice by the kind of clue and the subject reported', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${CLUE_RESULTS_COLUMN.id}&pageNo=1&pageSize=100`)).json;
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(titles.every((title) => /^(食品|药品|农产品)安全线索处理结果公示：/.test(title))).toBe(true);
  });
});
