import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

const BASE = '/api/cmpinternetportalfront/creditplus';

let server: TestServer;
// Seeding the whole portal takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => (await server.request(`${BASE}${path}`)).json;

describe('信用+图书馆', () => {
  it('lists readers newest first, masked: surname only and the ID number without birth date', async () => {
    const first = (await get('/libraryPage?pageSize=10')).data;
    const second = (await get('/libraryPage?pageSize=10&pageNo=2')).data;
    expect(first.total).toBe(120);
    const readers = [...first.records, ...second.records];
    expect(new Set(readers.map((r: { id: string }) => r.id)).size).toBe(20);
    const opened = readers.map((r: { openTime: string }) => r.openTime);
    expect(opened).toEqual([...opened].sort().reverse());
    for (const reader of readers) {
      expect(reader.name).toMatch(/^[\u4e00-\u9fa5]\*+$/);
      expect(reader.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
      expect(reader.creditScore).toBeGreaterThanOrEqual(650);
    }
  });

  it('never lets a name be searched, only a reader card number', async () => {
    const { data } = await get('/libraryPage?keyword=PTLIB100839');
    expect(data.records.map((r: { cardNo: string }) => r.cardNo)).toEqual(['PTLIB100839']);
    const byName = (await get(`/libraryPage?keyword=${encodeURIComponent('李')}`)).data;
    expect(byName.total).toBe(0);
  });

  it('filters by library', async () => {
    const { data } = await get(`/libraryPage?library=${encodeURIComponent(`${DISTRICTS[4]}图书馆`)}&pageSize=100`);
    expect(data.total).toBeGreaterThan(0);
    expect(data.records.every((r: { library: string }) => r.library === `${DISTRICTS[4]}图书馆`)).toBe(true);
  });

  it('shows one reader with the loans, newest first, a return time only once returned', async () => {
    const { data } = await get('/detail/120');
    expect(data).toMatchObject({ id: '120', cardNo: 'PTLIB100839', name: '李*', borrowCount: 3 });
    expect(data.records).toHaveLength(3);
    for (const loan of data.records) {
      expect(loan.status === '借阅中').toBe(!('returnTime' in loan));
    }
    const times = data.records.map((l: { borrowTime: string }) => l.borrowTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 4040 for an unknown reader', async () => {
    expect(await get('/detail/99999')).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('信用+共享单车', () => {
  it('lists deposit-free rides newest first with masked riders and the fee per half hour', async () => {
    const { data } = await get('/bicycleRecord?pageSize=20');
    expect(data.total).toBe(240);
    const starts = data.records.map((r: { startTime: string }) => r.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const ride of data.records) {
      expect(ride.name).toMatch(/^[\u4e00-\u9fa5]\*+$/);
      expect(ride.depositFree).toBe(true);
      expect(ride.fee).toBe(Math.ceil(ride.minutes / 30) * 1.5);
    }
  });

  it('filters by place and parking', async () => {
    const { data } = await get(`/bicycleRecord?keyword=${encodeURIComponent(`${CITY.short}站`)}&parking=${encodeURIComponent('违规停放')}&pageSize=100`);
    expect(data.records.every((r: { startPlace: string; endPlace: string; parking: string }) =>
      (r.startPlace === `${CITY.short}站` || r.endPlace === `${CITY.short}站`) && r.parking === '违规停放')).toBe(true);
  });

  it('refuses an unknown parking value with the Chinese message', async () => {
    const answer = await server.request(`${BASE}/bicycleRecord?parking=x`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ parking: '停放情况的取值无效' });
  });
});

describe('联动监管 and 联合奖惩', () => {
  it('list linkage measures newest first, incentives for A and B, constraints for C and D', async () => {
    const { data } = await get('/linkageSupervision?pageSize=100');
    expect(data.total).toBe(150);
    for (const record of data.records) {
      expect(record.measureType).toBe(['A', 'B'].includes(record.creditLevel) ? '守信激励' : '失信约束');
    }
    const dates = data.records.map((r: { decisionDate: string }) => r.decisionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const constraints = (await get(`/linkageSupervision?measureType=${encodeURIComponent('失信约束')}`)).data;
    expect(constraints.total).toBeGreaterThan(0);
    expect(constraints.total).toBeLessThan(150);
  });

  it('list reward and punishment cases, filtered by type and enterprise', async () => {
    const all = (await get('/rewardsPunishments')).data;
    expect(all.total).toBe(120);
    const name = all.records[0].enterpriseName as string;
    const punish = (await get(`/rewardsPunishments?caseType=${encodeURIComponent('失信联合惩戒')}&pageSize=100`)).data;
    expect(punish.records.every((c: { caseType: string }) => c.caseType === '失信联合惩戒')).toBe(true);
    const byName = (await get(`/rewardsPunishments?keyword=${encodeURIComponent(name)}`)).data;
    expect(byName.records.every((c: { enterpriseName: string }) => c.enterpriseName === name)).toBe(true);
  });
});

describe('市场主体信用等级', () => {
  it('lists graded subjects best score first, with the counts per grade', async () => {
    const { data } = await get('/tradesubjectgrade?pageSize=50');
    expect(data.total).toBe(300);
    const { A, B, C, D } = data.gradeCounts;
    expect(A + B + C + D).toBe(300);
    const scores = data.records.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters by industry and grade, the counts ignoring the grade', async () => {
    const industry = encodeURIComponent('建筑工程');
    const all = (await get(`/tradesubjectgrade?industry=${industry}`)).data;
    const a = (await get(`/tradesubjectgrade?industry=${industry}&grade=A&pageSize=100`)).data;
    expect(a.gradeCounts).toEqual(all.gradeCounts);
    expect(a.total).toBe(all.gradeCounts.A);
    expect(a.records.every((r: { industry: string; grade: string; score: number }) => r.industry === '建筑工程' && r.grade === 'A' && r.score >= 90)).toBe(true);
  });

  it('refuses an unknown grade with the Chinese message', async () => {
    const answer = await server.request(`${BASE}/tradesubjectgrade?grade=E`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ grade: '信用等级的取值无效' });
  });
});
