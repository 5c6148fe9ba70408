import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

const BASE = '/api/cmpinternetportalfront/creditcatalogportal';
const TYPES = ['基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他'];

let server: TestServer;
// Seeding the whole portal takes a few seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => (await server.request(`${BASE}${path}`)).json;
const post = (path: string, body: unknown) =>
  server.request(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

interface Catalog {
  id: string;
  name: string;
  organ: string;
  type: string;
  count: number;
  time: string;
  resourceNum: number;
}

describe('the credit catalogue list (GET page)', () => {
  it('pages through every catalogue, each card with its title, source unit, total data and update time', async () => {
    const first = (await get('/page?pageNo=1&pageSize=10')).data;
    const second = (await get('/page?pageNo=2&pageSize=10')).data;
    expect(first).toMatchObject({ size: 10, current: 1 });
    expect(first.total).toBeGreaterThan(40);
    expect(first.records).toHaveLength(10);
    const ids = new Set([...first.records, ...second.records].map((c: Catalog) => c.id));
    expect(ids.size).toBe(20);
    for (const card of first.records as Catalog[]) {
      expect(card.name).toMatch(/信息$/);
      expect(card.organ).toMatch(/^(市|国家|中国)/);
      expect(card.count).toBeGreaterThan(0);
      expect(card.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('filters by providing organ, type and title words', async () => {
    const { data } = await get(`/page?organ=${encodeURIComponent('市市场监督管理局')}&type=${encodeURIComponent('行政许可')}`);
    expect(data.records.map((c: Catalog) => c.name)).toEqual(['食品经营许可信息']);
    const words = (await get(`/page?keyword=${encodeURIComponent('行政处罚')}&pageSize=100`)).data;
    expect(words.total).toBeGreaterThan(5);
    expect(words.records.every((c: Catalog) => c.name.includes('行政处罚'))).toBe(true);
  });

  it('answers an empty page beyond the last one', async () => {
    const { data } = await get('/page?pageNo=99');
    expect(data.records).toEqual([]);
    expect(data.total).toBeGreaterThan(0);
  });

  it('refuses an unknown type with the Chinese message', async () => {
    const answer = await server.request(`${BASE}/page?type=${encodeURIComponent('白名单')}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { type: '目录类型的取值无效' } });
  });
});

describe('the credit catalogue list (POST page)', () => {
  it('answers the same page as the GET form for the same filters', async () => {
    const viaGet = (await get(`/page?type=${encodeURIComponent('黑名单')}&pageSize=5`)).data;
    const viaPost = (await post('/page', { types: ['黑名单'], pageSize: 5 })).json.data;
    expect(viaPost).toEqual(viaGet);
  });

  it('takes lists of organs and types, any of which matches', async () => {
    const { json } = await post('/page', { organs: ['市市场监督管理局', '市发展和改革委员会'], types: ['行政许可', '行政处罚'], pageSize: 100 });
    const names = json.data.records.map((c: Catalog) => c.name).sort();
    expect(names).toEqual(['价格行政处罚信息', '企业投资项目备案信息', '市场监管行政处罚信息', '食品经营许可信息'].sort());
  });

  it('lists every catalogue without a body', async () => {
    const answer = await server.request(`${BASE}/page`, { method: 'POST' });
    expect(answer.json.code).toBe(200);
    expect(answer.json.data.total).toBe((await get('/page')).data.total);
  });

  it('refuses an unknown type in the list, naming the item', async () => {
    const answer = await post('/page', { types: ['行政许可', '白名单'] });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { 'types.1': '目录类型第2项的取值无效' } });
  });
});

describe('the information resources', () => {
  it('are searched across catalogues by name or code and by sharing', async () => {
    const { data } = await get(`/queryResource?keyword=${encodeURIComponent('SCJG-02')}`);
    expect(data.records.map((r: { catalogName: string }) => r.catalogName)).toEqual(['食品经营许可信息', '食品经营许可信息', '食品经营许可信息']);
    const shared = (await get(`/queryResource?shareType=${encodeURIComponent('有条件共享')}&pageSize=100`)).data;
    expect(shared.total).toBeGreaterThan(0);
    expect(shared.records.every((r: { shareType: string }) => r.shareType === '有条件共享')).toBe(true);
  });

  it('show their data items, and the sharing condition only when sharing is conditional', async () => {
    const open = (await get('/queryDetail?id=1')).data;
    expect(open).toMatchObject({ name: '企业投资项目备案决定信息', code: '350300-FGW-01001', catalogType: '行政许可' });
    expect(open).not.toHaveProperty('shareCondition');
    expect(open.items.slice(0, 2)).toEqual([
      { name: '主体名称', code: 'ztmc', fieldType: '字符型', required: true },
      { name: '统一社会信用代码', code: 'tyshxydm', fieldType: '字符型', required: true },
    ]);
    const conditional = (await get('/queryDetail?id=4')).data;
    expect(conditional).toMatchObject({ shareType: '有条件共享', shareCondition: expect.any(String) });
  });

  it('answer 4040 for an unknown resource', async () => {
    expect(await get('/queryDetail?id=99999')).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });

  it('of one catalogue come a page at a time, and 4040 for an unknown catalogue', async () => {
    const first = (await get('/resourceListByCatalog?catalogId=1&pageSize=3')).data;
    const second = (await get('/resourceListByCatalog?catalogId=1&pageSize=3&pageNo=2')).data;
    expect(first.total).toBe(4);
    expect([...first.records, ...second.records].map((r: { code: string }) => r.code)).toEqual([
      '350300-FGW-01001', '350300-FGW-01002', '350300-FGW-01003', '350300-FGW-01004',
    ]);
    expect(await get('/resourceListByCatalog?catalogId=99999')).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });

  it('of one catalogue need the catalogue named', async () => {
    const answer = await server.request(`${BASE}/resourceListByCatalog`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ catalogId: '目录编号不能为空' });
  });
});

describe('one catalogue', () => {
  it('lists its resources, whose totals make its total data and latest update', async () => {
    const { data } = await get('/detail?id=6');
    expect(data).toMatchObject({ name: '食品经营许可信息', organ: '市市场监督管理局', type: '行政许可' });
    expect(data.resources).toHaveLength(data.resourceNum);
    expect(data.count).toBe(data.resources.reduce((sum: number, r: { count: number }) => sum + r.count, 0));
    expect(data.time).toBe(data.resources.map((r: { time: string }) => r.time).sort().at(-1));
  });

  it('answers 4040 when unknown', async () => {
    expect(await get('/detail?id=abc')).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('the catalogue trees and counts', () => {
  it('group every catalogue under its providing organ', async () => {
    const groups = (await get('/getCatalogListByOrgan')).data as { organ: string; count: number; catalogs: Catalog[] }[];
    const total = (await get('/page')).data.total;
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(total);
    expect(groups.every((g) => g.catalogs.length === g.count && g.catalogs.every((c) => c.organ === g.organ))).toBe(true);
    const one = (await get(`/getCatalogListByOrgan?organ=${encodeURIComponent('市中级人民法院')}`)).data;
    expect(one).toHaveLength(1);
    expect(one[0].catalogs.map((c: Catalog) => c.name)).toEqual(['失信被执行人信息', '限制高消费人员信息']);
  });

  it('group them under the eight types in tab order', async () => {
    const groups = (await get('/getCatalogListByType')).data as { type: string; count: number; catalogs: Catalog[] }[];
    expect(groups.map((g) => g.type)).toEqual(TYPES);
    expect(groups.every((g) => g.count > 0 && g.catalogs.every((c) => c.type === g.type))).toBe(true);
    const only = (await get(`/getCatalogListByType?type=${encodeURIComponent('信用承诺')}`)).data;
    expect(only.map((g: { type: string }) => g.type)).toEqual(['信用承诺']);
  });

  it('count the resources of each catalogue, as its detail lists them', async () => {
    const counts = (await get(`/resourceNumListByCatalog?type=${encodeURIComponent('行政许可')}`)).data as {
      catalogId: string;
      resourceNum: number;
      type: string;
    }[];
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.every((c) => c.type === '行政许可')).toBe(true);
    const detail = (await get(`/detail?id=${counts[0]?.catalogId}`)).data;
    expect(counts[0]?.resourceNum).toBe(detail.resources.length);
  });
});
