import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidUscc } from '../src/features/subjects/identifiers.js';
import { startTestServer, type TestServer } from './helpers.js';

const BASE = '/api/cmpinternetportalfront/columnclues';
const KINDS = [
  { kind: 'food', label: '食品安全' },
  { kind: 'medicine', label: '药品安全' },
  { kind: 'produce', label: '农产品质量安全' },
] as const;

let server: TestServer;
// Seeding the whole portal takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => (await server.request(`${BASE}${path}`)).json;

interface Entry {
  id: string;
  name: string;
  creditCode: string;
  reason: string;
  organ: string;
  listDate: string;
}

const everything = async (path: string): Promise<Entry[]> => (await get(`${path}?pageSize=100`)).data.records;

describe.each(KINDS)('the $label lists', ({ kind, label }) => {
  it('page the black list newest first, each entry with a valid credit code, reason and organ', async () => {
    const first = (await get(`/${kind}/blackList?pageSize=10`)).data;
    expect(first.total).toBeGreaterThanOrEqual(15);
    const second = (await get(`/${kind}/blackList?pageSize=10&pageNo=2`)).data;
    const entries = [...first.records, ...second.records] as Entry[];
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const dates = entries.map((e) => e.listDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(entries.every((e) => isValidUscc(e.creditCode) && e.reason !== '' && e.organ.startsWith(`${CITY.name}`))).toBe(true);
  });

  it('keep the black and the white list apart', async () => {
    const black = await everything(`/${kind}/blackList`);
    const white = await everything(`/${kind}/whiteList`);
    expect(white.length).toBeGreaterThanOrEqual(15);
    const blackCodes = new Set(black.map((e) => e.creditCode));
    expect(white.some((e) => blackCodes.has(e.creditCode))).toBe(false);
  });

  it('filter by words of the name or code', async () => {
    const [entry] = await everything(`/${kind}/whiteList`);
    const byCode = (await get(`/${kind}/whiteList?keyword=${entry?.creditCode}`)).data.records;
    expect(byCode.map((e: Entry) => e.id)).toEqual([entry?.id]);
  });

  it('check answers the black list by credit code and the white list by exact name', async () => {
    const [black] = await everything(`/${kind}/blackList`);
    const [white] = await everything(`/${kind}/whiteList`);
    const onBlack = (await get(`/${kind}/check?keyword=${black?.creditCode}`)).data;
    expect(onBlack).toMatchObject({ result: 'black', message: `已列入${label}黑名单`, record: black });
    const onWhite = (await get(`/${kind}/check?keyword=${encodeURIComponent(` ${white?.name} `)}`)).data;
    expect(onWhite).toMatchObject({ keyword: white?.name, result: 'white', message: `已列入${label}白名单`, record: white });
  });

  it('check answers neither for an unlisted enterprise or part of a name', async () => {
    const [black] = await everything(`/${kind}/blackList`);
    const partial = (await get(`/${kind}/check?keyword=${encodeURIComponent((black?.name ?? '').slice(0, 4))}`)).data;
    expect(partial).toEqual({ keyword: (black?.name ?? '').slice(0, 4), result: 'none', message: `未列入${label}黑名单或白名单` });
  });

  it('check needs a name or code', async () => {
    const answer = await server.request(`${BASE}/${kind}/check`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { keyword: '企业名称或统一社会信用代码不能为空' } });
  });
});

describe('the lists of different kinds', () => {
  it('hold different enterprises: drug lists hold pharmacies, produce lists farmers cooperatives', async () => {
    const medicine = [...(await everything('/medicine/blackList')), ...(await everything('/medicine/whiteList'))];
    expect(medicine.every((e) => e.name.includes('医药'))).toBe(true);
    const produce = [...(await everything('/produce/blackList')), ...(await everything('/produce/whiteList'))];
    expect(produce.some((e) => e.name.endsWith('专业合作社') && e.creditCode.startsWith('93'))).toBe(true);
  });

  it('check a food enterprise against the drug lists as unlisted', async () => {
    const [food] = await everything('/food/blackList');
    const answer = (await get(`/medicine/check?keyword=${food?.creditCode}`)).data;
    expect(answer.result).toBe('none');
  });
});
