import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

const XYD = '/api/cmpinternetportalfront/xubyidai';
const FIGURES = ['institutionCount', 'productCount', 'enterpriseCount', 'demandCount', 'creditAmount', 'loanAmount'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the platform statistics', () => {
  it('give the city figures, and the districts of the map add up to them', async () => {
    const city = (await server.request(`${XYD}/cityStatisticsData/350300`)).json.data;
    expect(city).toMatchObject({ areaId: '350300', areaName: `${CITY.name}` });
    expect(city.demandCount).toBeGreaterThan(100);
    expect(city.loanAmount).toBeGreaterThan(0);
    expect(city.creditAmount).toBeGreaterThanOrEqual(city.loanAmount);
    const map = (await server.request(`${XYD}/cityStatisticsMap/350300`)).json.data;
    expect(map.map((a: { areaName: string }) => a.areaName)).toEqual(CITY.divisions.filter((d) => !d.zoneOf).sort((a, b) => a.code.localeCompare(b.code)).map((d) => d.name));
    for (const figure of FIGURES) {
      const sum = map.reduce((total: number, area: Record<string, number>) => total + (area[figure] as number), 0);
      expect(sum, figure).toBeCloseTo(city[figure], 6);
    }
  });

  it('give a district its own figures, the same as its entry of the map', async () => {
    const map = (await server.request(`${XYD}/cityStatisticsMap/350300`)).json.data;
    const licheng = (await server.request(`${XYD}/cityStatisticsData/350304`)).json.data;
    expect(licheng).toEqual(map.find((a: { areaId: string }) => a.areaId === '350304'));
    expect((await server.request(`${XYD}/cityStatisticsMap/350304`)).json.data).toEqual([licheng]);
  });

  it('agree with the financial-products area on institutions, products and loans', async () => {
    const city = (await server.request(`${XYD}/cityStatisticsData/350300`)).json.data;
    const home = (await server.request('/credit/finance/front/product/productHomePage')).json.data.statistics;
    expect(city.institutionCount).toBe(home.institutionCount);
    expect(city.productCount).toBe(home.productCount);
    expect(city.loanAmount).toBeLessThanOrEqual(home.loanAmount);
  });

  it('answer 4040 for an unknown area and 202 for a malformed code', async () => {
    expect((await server.request(`${XYD}/cityStatisticsData/110000`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect((await server.request(`${XYD}/cityStatisticsMap/110000`)).json.code).toBe(4040);
    const bad = await server.request(`${XYD}/cityStatisticsData/abc`);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 202, errors: { id: '区域代码格式不正确' } });
  });
});

describe('the financing demands', () => {
  it('page through all demands of the city, newest first, enterprises masked', async () => {
    const city = (await server.request(`${XYD}/cityStatisticsData/350300`)).json.data;
    const first = (await server.request(`${XYD}/financingPage?pageSize=20`)).json.data;
    const second = (await server.request(`${XYD}/financingPage?pageSize=20&pageNo=2`)).json.data;
    expect(first.total).toBe(city.demandCount);
    expect(first.records).toHaveLength(20);
    expect(second.records[0].publishTime <= first.records[19].publishTime).toBe(true);
    expect(first.records.every((d: { enterpriseName: string }) => d.enterpriseName.includes('**'))).toBe(true);
  });

  it('filter by area and status, matching the district figures', async () => {
    const xiuyu = (await server.request(`${XYD}/cityStatisticsData/350305`)).json.data;
    const page = (await server.request(`${XYD}/financingPage?areaId=350305&pageSize=100`)).json.data;
    expect(page.total).toBe(xiuyu.demandCount);
    expect(page.records.every((d: { areaName: string }) => d.areaName === CITY.divisions.find((division) => division.code === '350305')?.name)).toBe(true);
    const open = (await server.request(`${XYD}/financingPage?status=${encodeURIComponent('受理中')}&pageSize=100`)).json.data;
    expect(open.total).toBeGreaterThan(0);
    expect(open.records.every((d: { status: string }) => d.status === '受理中')).toBe(true);
  });

  it('find demands by product or purpose words', async () => {
    const page = (await server.request(`${XYD}/financingPage?keyword=${encodeURIComponent('鞋业贷')}&pageSize=100`)).json.data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((d: { productName: string }) => d.productName === '鞋业贷')).toBe(true);
  });
});

describe('the successful dockings', () => {
  it('list demands that ended in a loan, latest first, with a case summary', async () => {
    const page = (await server.request(`${XYD}/dockingPage?pageSize=50`)).json.data;
    const lent = server.portal.db
      .prepare("SELECT count(*) AS n FROM finance_application WHERE status = '已放款' AND enterprise_id IS NOT NULL")
      .get() as { n: number };
    expect(page.total).toBe(lent.n);
    expect(page.records.every((c: { loanAmount: number; creditAmount: number }) => c.loanAmount > 0 && c.creditAmount >= c.loanAmount)).toBe(true);
    const times = page.records.map((c: { loanTime: string }) => c.loanTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.records[0].summary).toContain(`发放贷款${page.records[0].loanAmount}万元`);
  });

  it('sum, for an area, to the district loan amount', async () => {
    const chengxiang = (await server.request(`${XYD}/cityStatisticsData/350302`)).json.data;
    const page = (await server.request(`${XYD}/dockingPage?areaId=350302&pageSize=100`)).json.data;
    expect(page.total).toBeLessThanOrEqual(100);
    const sum = page.records.reduce((total: number, c: { loanAmount: number }) => total + c.loanAmount, 0);
    expect(sum).toBeCloseTo(chengxiang.loanAmount, 6);
  });
});

describe('the institutions of the platform', () => {
  it('list every institution with its figures, as many as the city statistics say', async () => {
    const city = (await server.request(`${XYD}/cityStatisticsData/350300`)).json.data;
    const list = (await server.request(`${XYD}/financialList`)).json.data;
    expect(list).toHaveLength(city.institutionCount);
    const lent = list.reduce((total: number, i: { loanAmount: number }) => total + i.loanAmount, 0);
    const home = (await server.request('/credit/finance/front/product/productHomePage')).json.data.statistics;
    expect(lent).toBeCloseTo(home.loanAmount, 6);
  });

  it('page, and filter by area, kind and name', async () => {
    const first = (await server.request(`${XYD}/financialPage?pageSize=5`)).json.data;
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    const xianyou = (await server.request(`${XYD}/cityStatisticsData/350322`)).json.data;
    const inXianyou = (await server.request(`${XYD}/financialPage?areaId=350322`)).json.data;
    expect(inXianyou.total).toBe(xianyou.institutionCount);
    const guarantors = (await server.request(`${XYD}/financialList?kind=${encodeURIComponent('融资担保机构')}`)).json.data;
    expect(guarantors.every((i: { kind: string }) => i.kind === '融资担保机构')).toBe(true);
    const named = (await server.request(`${XYD}/financialPage?keyword=${encodeURIComponent('农商')}`)).json.data;
    expect(named.records.every((i: { name: string; shortName: string }) => `${i.name}${i.shortName}`.includes('农商') || i.name.includes('农村商业'))).toBe(true);
    expect(named.total).toBeGreaterThan(0);
  });
});
