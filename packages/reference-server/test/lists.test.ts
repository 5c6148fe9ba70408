import { CITY, DISTRICTS, placeOf } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOf, listOperations } from '../src/contract/operations.js';
import { isValidUscc } from '../src/features/subjects/identifiers.js';
import { contractDocument, startTestServer, type TestServer } from './helpers.js';

const FRONT = '/api/cmpinternetportalfront';

let server: TestServer;
// Seeding the whole portal takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => (await server.request(`${FRONT}${path}`)).json;
const post = (path: string, body?: unknown) =>
  server.request(`${FRONT}${path}`, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

interface RankingRecord {
  rank: number;
  name: string;
  code: string;
  score: number;
  change: number;
}

describe('the city credit ranking', () => {
  it('answers the newest month by default: the nine cities of 福建, best index first', async () => {
    const { data } = await get('/portalcreditranking/list');
    expect(data).toMatchObject({ scope: 'province', period: '2026-10' });
    expect(data.periods).toHaveLength(12);
    expect(data.periods[0]).toBe('2026-10');
    const records = data.records as RankingRecord[];
    expect(records.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(records.map((r) => r.name)).toContain(`${CITY.name}`);
    const scores = records.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('says how many places each city moved since the month before', async () => {
    const now = (await get('/portalcreditranking/list?period=2026-10')).data.records as RankingRecord[];
    const before = (await get('/portalcreditranking/list?period=2026-09')).data.records as RankingRecord[];
    for (const city of now) {
      const earlier = before.find((r) => r.name === city.name) as RankingRecord;
      expect(city.change, city.name).toBe(earlier.rank - city.rank);
    }
  });

  it(`ranks the districts of ${CITY.short} when asked`, async () => {
    const { data } = await get('/portalcreditranking/list?scope=district');
    expect(data.records.map((r: RankingRecord) => r.name).sort()).toEqual(CITY.divisions.filter((d) => !d.zoneOf).map((d) => d.name).sort());
  });

  it('answers 4040 for a month not published and 400 for a malformed one', async () => {
    expect(await get('/portalcreditranking/list?period=2020-01')).toEqual({ code: 4040, msg: '请求的资源不存在' });
    const answer = await server.request(`${FRONT}/portalcreditranking/list?period=2026-13`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ period: '排名月份格式不正确' });
  });
});

describe('the member units', () => {
  it('list about forty organs in display order, each with a logo that can be read', async () => {
    const units = (await get('/memberunit/list')).data as { id: string; name: string; pictureId: string; url: string; sort: number }[];
    expect(units.length).toBeGreaterThanOrEqual(40);
    expect(units.map((u) => u.sort)).toEqual([...units.map((u) => u.sort)].sort((a, b) => a - b));
    expect(units.map((u) => u.name)).toContain(`${CITY.name}发展和改革委员会`);
    expect(units.every((u) => /^https?:\/\//.test(u.url))).toBe(true);
    const logo = await server.request(`/api/filestorage/file/readImage/${units[0]?.pictureId}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.text).toContain(`${CITY.name}发展和改革委员会`);
    expect(logo.text).not.toMatch(/<script/i);
  });
});

interface Contract {
  id: string;
  name: string;
  partyA: string;
  partyB: string;
  partyBCode: string;
  status: string;
  contractType: string;
  signDate: string;
}

describe('the contract performance records', () => {
  it('come newest signing first, a page at a time', async () => {
    const first = (await post('/contractperformaceportal/page', { pageNo: 1, pageSize: 10 })).json.data;
    const second = (await post('/contractperformaceportal/page', { pageNo: 2, pageSize: 10 })).json.data;
    expect(first.total).toBe(180);
    const all = [...first.records, ...second.records] as Contract[];
    expect(new Set(all.map((c) => c.id)).size).toBe(20);
    const dates = all.map((c) => c.signDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.every((c) => isValidUscc(c.partyBCode))).toBe(true);
  });

  it('list every contract without a body', async () => {
    const { json } = await post('/contractperformaceportal/page');
    expect(json.data).toMatchObject({ total: 180, size: 15, current: 1 });
  });

  it('filter by status, type and words of a party', async () => {
    const breached = (await post('/contractperformaceportal/page', { status: '违约', pageSize: 100 })).json.data;
    expect(breached.total).toBeGreaterThan(5);
    expect(breached.records.every((c: Contract) => c.status === '违约')).toBe(true);
    const works = (await post('/contractperformaceportal/page', { contractType: '工程建设合同', keyword: `${DISTRICTS[4]}人民政府`, pageSize: 100 })).json.data;
    expect(works.total).toBeGreaterThan(0);
    expect(works.records.every((c: Contract) => c.contractType === '工程建设合同' && c.partyA === `${DISTRICTS[4]}人民政府`)).toBe(true);
  });

  it('refuse an unknown status with the Chinese message', async () => {
    const answer = await post('/contractperformaceportal/page', { status: '已终止' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { status: '履约状态的取值无效' } });
  });

  it('show one contract with both credit codes, and the breach only when breached', async () => {
    const breached = (await post('/contractperformaceportal/detail', { id: '144' })).json.data;
    expect(breached).toMatchObject({ status: '违约', partyA: `${DISTRICTS[4]}人民政府`, breachDesc: expect.any(String) });
    expect(isValidUscc(breached.partyACode)).toBe(true);
    const running = (await post('/contractperformaceportal/detail', { id: '180' })).json.data;
    expect(running.status).toBe('履约中');
    expect(running).not.toHaveProperty('breachDesc');
  });

  it('answer 4040 for an unknown contract and 400 without an id', async () => {
    expect((await post('/contractperformaceportal/detail', { id: '99999' })).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    const missing = await post('/contractperformaceportal/detail', {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ id: '合同编号不能为空' });
  });
});

/**
 * The contract's examples name no city: they write the default city's zones, districts (each also
 * without 区/县) and names as these samples, in seed.json's order, and its domain as example.gov.cn.
 * Pairs [the city's name, the sample], the longer names first.
 */
const SAMPLE_DISTRICTS = ['东城区', '西城区', '南城区', '北城区', '山前县'];
const SAMPLE_ZONES = ['海岛国家旅游度假区', '临港经济开发区', '示例高新区'];
/** A zone's name as firms take it (the seed's subjects): without the kind of zone. */
const zonePlace = (zone: string) => zone.replace(/国家旅游度假区|经济开发区|高新区/, '');
const SAMPLE_NAMES: [string, string][] = [
  ...CITY.divisions.filter((d) => d.zoneOf).flatMap((d, i): [string, string][] => {
    const sample = SAMPLE_ZONES[i];
    return sample ? [[d.name, sample], [zonePlace(d.name), zonePlace(sample)]] : [];
  }),
  ...DISTRICTS.slice(0, SAMPLE_DISTRICTS.length).flatMap((name, i): [string, string][] => {
    const sample = SAMPLE_DISTRICTS[i] ?? name;
    return [[name, sample], [placeOf(name), placeOf(sample)]];
  }),
  [CITY.name, '示例市'],
  [CITY.short, '示例'],
  [CITY.govDomain, 'example.gov.cn'],
];

describe('the documented examples of the catalogue, list, credit-plus and safety-list operations', () => {
  // The contract test checks shapes; this checks that each example shows what the server really
  // answers to the documented request (the records shown, and the page counts), so readers can trust it.
  it('are what the server answers to the documented request', async () => {
    const document = await contractDocument();
    const tags = ['catalogue', 'lists', 'credit-plus', 'safety-clues'];
    const operations = listOperations(document).filter((o) => tags.includes((o.raw as { tags?: string[] }).tags?.[0] ?? ''));
    expect(operations).toHaveLength(28);
    // A request's example names the sample city: sent as the seeded city's names.
    const local = (value: unknown): unknown =>
      value === undefined ? undefined : JSON.parse(SAMPLE_NAMES.reduce((text, [real, sample]) => text.replaceAll(sample, real), JSON.stringify(value)));
    for (const operation of operations) {
      let target = operation.path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters) {
        const example = local(exampleOf(document, parameter));
        if (example === undefined) continue;
        if (parameter.in === 'path') target = target.replace(`{${parameter.name}}`, String(example));
        else query.set(parameter.name, String(example));
      }
      const body = local(operation.requestBody?.content['application/json']?.example);
      const answer = await server.request(`/api${target}${query.size > 0 ? `?${query}` : ''}`, {
        method: operation.method.toUpperCase(),
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const documented = (operation.responses['200']?.content?.['application/json']?.example as { data: unknown }).data;
      const real = JSON.parse(SAMPLE_NAMES.reduce((text, [name, sample]) => text.replaceAll(name, sample), JSON.stringify(answer.json.data))) as unknown;
      // Examples may show fewer list items than the answer has: compare the items they show.
      const shown = (doc: unknown, actual: unknown): unknown =>
        Array.isArray(doc) && Array.isArray(actual)
          ? actual.slice(0, doc.length).map((item, i) => shown(doc[i], item))
          : typeof doc === 'object' && doc !== null && typeof actual === 'object' && actual !== null
            ? Object.fromEntries(Object.keys(actual).map((k) => [k, shown((doc as Record<string, unknown>)[k], (actual as Record<string, unknown>)[k])]))
            : actual;
      expect(shown(documented, real), operation.operationId).toEqual(documented);
    }
  }, 60_000);
});
