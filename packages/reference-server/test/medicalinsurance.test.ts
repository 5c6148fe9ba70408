import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CYCLES, INSTITUTIONS, MEDICAL_ARTICLES, MEDICAL_COLUMNS, SCORE_PARTS } from '../src/features/medicalinsurance/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';
const SCORES = '/api/cmpinternetportalfront/medicalinsurance/scoreResult/page';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const byName = async (name: string) => (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(name)}`)).json;
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('医保信用 columns', () => {
  it('finds each list column by its name, with its articles newest first', async () => {
    for (const [key, column] of Object.entries(MEDICAL_COLUMNS)) {
      const found = await byName(column.name);
      expect(found.data).toMatchObject({ id: column.id, articleCount: MEDICAL_ARTICLES[key as keyof typeof MEDICAL_ARTICLES] });
      const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${column.id}&pageSize=50`)).json.data;
      const times = page.records.map((a: { releaseTime: string }) => a.releaseTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(times[0] < '2026-11-20 18:00:00').toBe(true);
      const titles = page.records.map((a: { title: string }) => a.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('gives each part of the scoring scheme one article, and picture news a photo that loads', async () => {
    for (const part of SCORE_PARTS) expect((await byName(part.name)).data.articleCount).toBe(1);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${MEDICAL_COLUMNS.imageNews.id}&pageSize=1`)).json.data;
    const article = (await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`)).json.data;
    const src = /<img src="\/api([^"]+)"/.exec(article.content)?.[1];
    expect(src).toMatch(/readImage\/medical-photo-\d+$/);
    const image = await server.request(`/api${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('titles each part of the scheme as one phrase, no word twice', () => {
    const titles = server.portal.db
      .prepare(`SELECT title FROM article WHERE classification_id IN (${SCORE_PARTS.map(() => '?').join(',')})`)
      .all(...SCORE_PARTS.map((part) => part.id)) as { title: string }[];
    expect(titles.map((row) => row.title).sort()).toEqual(
      ['定点医药机构信用评价说明', '定点医药机构信用评价评分方法', '定点医药机构信用评价依据', '定点医药机构信用等级', '定点医药机构信用评价对象', '定点医药机构信用评价周期'].sort(),
    );
  });

  it('sits under the sub-site parent 医保信用', async () => {
    const children = (await server.request(`${CMS}/articleclassification/getClassificationChildren?id=medical-insurance`)).json.data;
    expect(children.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining([MEDICAL_COLUMNS.news.name, SCORE_PARTS[0].name]));
  });
});

describe('定点医药机构信用评价结果', () => {
  it('lists the newest cycle best score first, the counts adding up to the total', async () => {
    const { json } = await server.request(`${SCORES}?pageSize=100`);
    expect(json.code).toBe(200);
    expect(json.data.cycle).toBe(CYCLES[0]);
    expect(json.data.total).toBe(INSTITUTIONS);
    const scores = json.data.records.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(sum(json.data.levelCounts)).toBe(INSTITUTIONS);
    const perType = json.data.typeCounts.map((t: { levelCounts: Record<string, number> }) => sum(t.levelCounts));
    expect(perType.reduce((a: number, b: number) => a + b, 0)).toBe(INSTITUTIONS);
    expect(perType.every((n: number) => n > 0)).toBe(true);
  });

  it('gives each record the level its score earns', async () => {
    const { json } = await server.request(`${SCORES}?pageSize=100&cycle=${encodeURIComponent(CYCLES[1])}`);
    for (const r of json.data.records as { score: number; level: string; cycle: string }[]) {
      expect(r.cycle).toBe(CYCLES[1]);
      expect(r.level).toBe(r.score >= 90 ? 'A' : r.score >= 80 ? 'B' : r.score >= 60 ? 'C' : 'D');
    }
  });

  it('filters by level and type, keeping the counts of the whole cycle', async () => {
    const all = (await server.request(`${SCORES}`)).json.data;
    const { json } = await server.request(`${SCORES}?level=A&institutionType=${encodeURIComponent('定点零售药店')}&pageSize=100`);
    expect(json.data.records.every((r: { level: string; institutionType: string }) => r.level === 'A' && r.institutionType === '定点零售药店')).toBe(true);
    expect(json.data.total).toBe(json.data.typeCounts.find((t: { institutionType: string }) => t.institutionType === '定点零售药店').levelCounts.A);
    expect(json.data.levelCounts).toEqual(all.levelCounts);
  });

  it('finds institutions by part of the name or code, and nothing for an unknown word', async () => {
    const first = (await server.request(`${SCORES}?pageSize=1`)).json.data.records[0];
    const byCode = (await server.request(`${SCORES}?keyword=${first.institutionCode}`)).json.data;
    expect(byCode.records[0].institutionCode).toBe(first.institutionCode);
    const none = (await server.request(`${SCORES}?keyword=${encodeURIComponent('不存在的机构名')}`)).json.data;
    expect(none.total).toBe(0);
    expect(sum(none.levelCounts)).toBe(0);
  });

  it('refuses a cycle that was not published', async () => {
    const { json } = await server.request(`${SCORES}?cycle=${encodeURIComponent('2019年度')}`);
    expect(json.code).toBe(202);
  });
});
