import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidUscc } from '../src/features/subjects/identifiers.js';
import { startTestServer, type TestServer } from './helpers.js';

const DP = '/api/cmpinternetportalfront/doublepublicity';
const q = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}
interface Record_ {
  id: string;
  resourceId: string;
  subjectName: string;
  creditCode: string;
  documentNo: string;
  decisionDate: string;
  category: string;
  [key: string]: unknown;
}

describe('the permit and penalty lists', () => {
  it('nest about 1,500 permits under columnShowList, newest decision first, with labelled columns', async () => {
    const { json } = await server.request(`${DP}/getPermitList?${q({ pageNo: 1, pageSize: 20 })}`);
    const list = json.data.columnShowList as Page<Record_>;
    expect(json.code).toBe(200);
    expect(list.total).toBe(1500);
    expect(list).toMatchObject({ size: 20, current: 1 });
    expect(list.records).toHaveLength(20);
    const dates = list.records.map((r) => r.decisionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(json.data.columns[0]).toEqual({ prop: 'subjectName', label: '行政相对人名称' });
    expect(json.data.columns.map((c: { label: string }) => c.label)).toContain('许可决定书文号');
    expect(list.records.every((r) => isValidUscc(r.creditCode) && new RegExp(`^${CITY.abbreviation}.+许〔\\d{4}〕\\d+号$`).test(r.documentNo))).toBe(true);
  });

  it('pages through the penalties without repeating a record', async () => {
    const first = (await server.request(`${DP}/getPunishList?${q({ pageNo: 1, pageSize: 50 })}`)).json.data.columnShowList as Page<Record_>;
    const second = (await server.request(`${DP}/getPunishList?${q({ pageNo: 2, pageSize: 50 })}`)).json.data.columnShowList as Page<Record_>;
    // 600 drawn and 6 of the demo enterprise's own, 10 taken off the lists after a credit repair (the repair program's seed).
    expect(first.total).toBe(596);
    expect(new Set([...first.records, ...second.records].map((r) => r.id)).size).toBe(100);
    expect(first.records[0]).toHaveProperty('fineAmount');
  });

  it('show the columns of the resource asked for, and only its records', async () => {
    const { json } = await server.request(`${DP}/getPunishList?${q({ resourceId: 'CF-STHJ', pageSize: 100 })}`);
    const list = json.data.columnShowList as Page<Record_>;
    expect(list.total).toBeGreaterThan(40);
    expect(list.records.every((r) => r.resourceId === 'CF-STHJ' && r.organName === `${CITY.name}生态环境局`)).toBe(true);
    expect(json.data.columns.map((c: { prop: string }) => c.prop)).toContain('fineAmount');
  });

  it('filter by keyword on name, code or decision number', async () => {
    const sample = (await server.request(`${DP}/getPermitList?pageSize=1`)).json.data.columnShowList.records[0] as Record_;
    for (const keyword of [sample.documentNo, sample.creditCode, sample.subjectName.slice(3, 7)]) {
      const { json } = await server.request(`${DP}/getPermitList?${q({ keyword, pageSize: 100 })}`);
      const records = json.data.columnShowList.records as Record_[];
      expect(records.map((r) => r.id)).toContain(sample.id);
      expect(records.every((r) => r.documentNo.includes(keyword) || r.creditCode.includes(keyword) || r.subjectName.includes(keyword))).toBe(true);
    }
  });

  it('filter by category and decision date range', async () => {
    const { json } = await server.request(
      `${DP}/getPunishList?${q({ category: '罚款', decisionDateFrom: '2026-06-01', decisionDateTo: '2026-09-30', pageSize: 100 })}`,
    );
    const records = json.data.columnShowList.records as Record_[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.category.split('、').includes('罚款') && r.decisionDate >= '2026-06-01' && r.decisionDate <= '2026-09-30')).toBe(true);
  });

  it('answer 4040 for an unknown resource or one of the other kind', async () => {
    expect((await server.request(`${DP}/getPermitList?resourceId=XK-NONE`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect((await server.request(`${DP}/getPermitList?resourceId=CF-SCJG`)).json.code).toBe(4040);
  });

  it('reject a malformed date with the Chinese message of code 202', async () => {
    const answer = await server.request(`${DP}/getPunishList?decisionDateFrom=2026%2F01%2F01`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { decisionDateFrom: '处罚决定日期起格式不正确' } });
  });

  it('list the penalties of one unified social credit code', async () => {
    const sample = (await server.request(`${DP}/getPunishList?pageSize=1`)).json.data.columnShowList.records[0] as Record_;
    const { json } = await server.request(`${DP}/getPunishListTyshxydm?tyshxydm=${sample.creditCode}`);
    const records = json.data.columnShowList.records as Record_[];
    expect(records.map((r) => r.id)).toContain(sample.id);
    expect(records.every((r) => r.creditCode === sample.creditCode)).toBe(true);
    const clean = await server.request(`${DP}/getPunishListTyshxydm?tyshxydm=91350100M000100Y43`);
    expect(clean.json.data.columnShowList).toMatchObject({ records: [], total: 0 });
    expect((await server.request(`${DP}/getPunishListTyshxydm?tyshxydm=12345`)).json.code).toBe(202);
  });
});

describe('the detail of a permit or penalty', () => {
  it('labels every field of a penalty, with the fine in two decimals', async () => {
    const sample = (await server.request(`${DP}/getPunishList?resourceId=CF-SCJG&pageSize=1`)).json.data.columnShowList.records[0] as Record_;
    const { json } = await server.request(`${DP}/detail?${q({ dataId: sample.id, type: 2, resourceId: 'CF-SCJG' })}`);
    expect(json.data).toMatchObject({ dataId: sample.id, type: 2, resourceId: 'CF-SCJG', resourceName: `${CITY.name}市场监督管理局行政处罚信息` });
    const labels = json.data.fields.map((f: { label: string }) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['处罚决定书文号', '违法行为类型', '违法事实', '处罚依据', '罚款金额（万元）', '公示截止期', '处罚机关']));
    const fine = json.data.fields.find((f: { prop: string }) => f.prop === 'fineAmount');
    expect(fine.value).toMatch(/^\d+\.\d{2}$/);
    expect(json.data.record.documentNo).toBe(sample.documentNo);
  });

  it('shows an open-ended permit as 长期', async () => {
    const { json } = await server.request(`${DP}/getPermitList?resourceId=XK-ZJJ&pageSize=1`);
    const permit = json.data.columnShowList.records[0] as Record_;
    expect(permit.validTo).toBe('2099-12-31');
    const detail = (await server.request(`${DP}/detail?${q({ dataId: permit.id, type: 1, resourceId: 'XK-ZJJ' })}`)).json.data;
    expect(detail.fields.find((f: { prop: string }) => f.prop === 'validTo').value).toBe('长期');
  });

  it('answers 4040 when the three keys do not agree', async () => {
    const permit = (await server.request(`${DP}/getPermitList?resourceId=XK-SCJG&pageSize=1`)).json.data.columnShowList.records[0] as Record_;
    for (const keys of [
      { dataId: permit.id, type: 2, resourceId: 'XK-SCJG' },
      { dataId: permit.id, type: 1, resourceId: 'XK-ZJJ' },
      { dataId: '999999', type: 1, resourceId: 'XK-SCJG' },
    ]) {
      expect((await server.request(`${DP}/detail?${q(keys)}`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    }
    expect((await server.request(`${DP}/detail?dataId=1&resourceId=XK-SCJG`)).json.errors).toEqual({ type: expect.any(String) });
  });

  it('draws the publicity notice as an SVG image without script, and 404 for an unknown record', async () => {
    const permit = (await server.request(`${DP}/getPermitList?resourceId=XK-SCJG&pageSize=1`)).json.data.columnShowList.records[0] as Record_;
    const image = await server.request(`${DP}/detailImg?${q({ dataId: permit.id, type: 1, resourceId: 'XK-SCJG' })}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toContain('行政许可信息公示');
    expect(image.text).toContain(permit.documentNo);
    expect(image.text).not.toMatch(/<script/i);
    const missing = await server.request(`${DP}/detailImg?${q({ dataId: '999999', type: 1, resourceId: 'XK-SCJG' })}`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('the catalogues', () => {
  it('group the resources by organ with totals that add up to the lists', async () => {
    const { json } = await server.request(`${DP}/getDirectory`);
    const permits = json.data.reduce((s: number, o: { permitTotal: number }) => s + o.permitTotal, 0);
    const penalties = json.data.reduce((s: number, o: { punishTotal: number }) => s + o.punishTotal, 0);
    expect([permits, penalties]).toEqual([1500, 596]);
    expect(json.data[0]).toMatchObject({ organCode: 'SCJG', organName: `${CITY.name}市场监督管理局` });
    const onlyPermits = (await server.request(`${DP}/getDirectory?type=1`)).json.data;
    expect(onlyPermits.every((o: { resources: { type: number }[] }) => o.resources.every((r) => r.type === 1))).toBe(true);
  });

  it('list resources as cards with source unit, total and update time', async () => {
    const { json } = await server.request(`${DP}/getResourceList?type=2&organCode=STHJ`);
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ resourceId: 'CF-STHJ', organName: `${CITY.name}生态环境局`, type: 2 });
    expect(json.data[0].total).toBeGreaterThan(40);
    expect(json.data[0].updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await server.request(`${DP}/getResourceList?keyword=${encodeURIComponent('行政许可')}`)).json.data.every((r: { type: number }) => r.type === 1)).toBe(true);
  });

  it('answer the tree under a kind, a resource or a matter, and 4040 for another code', async () => {
    const kind = (await server.request(`${DP}/treeByCode?code=XK`)).json.data;
    expect(kind).toMatchObject({ code: 'XK', name: '行政许可', level: 1, total: 1500 });
    const resource = kind.children.find((c: { code: string }) => c.code === 'XK-SCJG');
    expect(resource.children.map((m: { name: string }) => m.name)).toContain('食品经营许可');
    const matter = (await server.request(`${DP}/treeByCode?code=${resource.children[0].code}`)).json.data;
    expect(matter).toMatchObject({ level: 3, resourceId: 'XK-SCJG', children: [] });
    expect((await server.request(`${DP}/treeByCode?code=XK-NONE`)).json.code).toBe(4040);
  });

  it('page the permit and penalty directories and answer each matter by id', async () => {
    const permits = (await server.request(`${DP}/permitDirectoryPage?pageSize=5`)).json.data;
    expect(permits.total).toBeGreaterThan(10);
    expect(permits.records).toHaveLength(5);
    const matter = permits.records[0];
    expect((await server.request(`${DP}/permitDirectoryDetail?id=${matter.id}`)).json.data).toEqual(matter);
    expect((await server.request(`${DP}/punishDirectoryDetail?id=${matter.id}`)).json.code).toBe(4040);
    const food = (await server.request(`${DP}/punishDirectoryPage?${q({ keyword: '食品', pageSize: 50 })}`)).json.data;
    expect(food.records.length).toBeGreaterThan(0);
    expect(food.records.every((m: { name: string; fineRange: string }) => m.name.includes('食品') && m.fineRange.length > 0)).toBe(true);
    expect((await server.request(`${DP}/punishDirectoryDetail?id=${food.records[0].id}`)).json.data.name).toBe(food.records[0].name);
  });

  it('offer the search conditions of a resource with the categories that occur in it', async () => {
    const { json } = await server.request(`${DP}/getRconditionConfig?resourceId=XK-WJW`);
    expect(json.data.map((c: { prop: string; type: string }) => [c.prop, c.type])).toEqual([
      ['keyword', 'input'], ['category', 'select'], ['decisionDate', 'dateRange'],
    ]);
    expect(json.data[1].options.map((o: { value: string }) => o.value).sort()).toEqual(['普通', '登记']);
    expect(json.data[2].params).toEqual(['decisionDateFrom', 'decisionDateTo']);
    expect((await server.request(`${DP}/getRconditionConfig?resourceId=XK-NONE`)).json.code).toBe(4040);
  });
});

describe('the statistics', () => {
  it('count records by division of the city', async () => {
    const { json } = await server.request(`${DP}/statisticsProvince`);
    expect(json.data).toMatchObject({ permitTotal: 1500, punishTotal: 596 });
    expect(json.data.divisions.map((d: { divisionName: string }) => d.divisionName)).toContain(DISTRICTS[1]);
    expect(json.data.divisions.reduce((s: number, d: { permitCount: number }) => s + d.permitCount, 0)).toBe(1500);
  });

  it('rank the organs by their records, one page at a time', async () => {
    const first = (await server.request(`${DP}/numPage?pageSize=5`)).json.data;
    const second = (await server.request(`${DP}/numPage?pageSize=5&pageNo=2`)).json.data;
    expect(first.total).toBe(12);
    const totals = [...first.records, ...second.records].map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(first.records[0].total).toBe(first.records[0].permitCount + first.records[0].punishCount);
  });
});
