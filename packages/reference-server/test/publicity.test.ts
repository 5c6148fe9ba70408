import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

const FRONT = '/api/cmpinternetportalfront';
const REL = `${FRONT}/subjectrelation`;
const MASKED_ID = /^\d{6}\*{8}\d{3}[\dX]$/;
const q = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the red and black lists', () => {
  it('page about 300 entries, newest decision first', async () => {
    const first = (await server.request(`${FRONT}/redbalcklist/page?pageSize=100`)).json.data;
    const second = (await server.request(`${FRONT}/redbalcklist/page?pageSize=100&pageNo=2`)).json.data;
    expect(first.total).toBe(300);
    const dates = [...first.records, ...second.records].map((r: { decidedDate: string }) => r.decidedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.records, ...second.records].map((r: { id: string }) => r.id)).size).toBe(200);
  });

  it('keep only the red or the black list, or one list by name', async () => {
    const black = (await server.request(`${FRONT}/redbalcklist/page?listType=2&pageSize=100`)).json.data;
    expect(black.records.every((r: { listType: number; listTypeName: string }) => r.listType === 2 && r.listTypeName === '黑名单')).toBe(true);
    const taxpayers = (await server.request(`${FRONT}/redbalcklist/page?${q({ listName: 'A级纳税人', pageSize: 100 })}`)).json.data;
    expect(taxpayers.total).toBeGreaterThan(0);
    expect(taxpayers.records.every((r: { listName: string; organName: string }) => r.listName === 'A级纳税人' && r.organName === `国家税务总局${CITY.name}税务局`)).toBe(true);
  });

  it('find a subject by part of its name or its whole code', async () => {
    const sample = (await server.request(`${FRONT}/redbalcklist/page?pageSize=1`)).json.data.records[0];
    const byCode = (await server.request(`${FRONT}/redbalcklist/page?keyword=${sample.creditCode}`)).json.data;
    expect(byCode.records.map((r: { id: string }) => r.id)).toContain(sample.id);
    const byName = (await server.request(`${FRONT}/redbalcklist/page?${q({ keyword: sample.subjectName.slice(-6), pageSize: 100 })}`)).json.data;
    expect(byName.records.every((r: { subjectName: string }) => r.subjectName.includes(sample.subjectName.slice(-6)))).toBe(true);
    expect((await server.request(`${FRONT}/redbalcklist/page?listType=3`)).json.code).toBe(202);
  });
});

describe('the dishonest judgment debtors', () => {
  it('list persons and enterprises with the ID numbers of persons masked', async () => {
    const { json } = await server.request(`${FRONT}/mistrustperson/page?pageSize=100`);
    const records = json.data.records as { subjectType: number; idNumber: string; caseNo: string }[];
    // 160 seeded, one taken off the list after a credit repair (the repair program's seed).
    expect(json.data.total).toBe(159);
    expect(records.some((r) => r.subjectType === 1) && records.some((r) => r.subjectType === 2)).toBe(true);
    expect(records.filter((r) => r.subjectType === 1).every((r) => MASKED_ID.test(r.idNumber))).toBe(true);
    expect(records.every((r) => /^（\d{4}）闽03(\d{2})?执\d+号$/.test(r.caseNo))).toBe(true);
  });

  it('find a person by the whole ID number but never by a part of it', async () => {
    const person = server.portal.db
      .prepare('SELECT d.id, p.id_number AS idNumber FROM dishonest_debtor d JOIN person p ON p.id = d.person_id LIMIT 1')
      .get() as { id: number; idNumber: string };
    const whole = (await server.request(`${FRONT}/mistrustperson/page?keyword=${person.idNumber}`)).json.data;
    expect(whole.records.map((r: { id: string }) => r.id)).toContain(String(person.id));
    const part = (await server.request(`${FRONT}/mistrustperson/page?keyword=${person.idNumber.slice(6, 14)}`)).json.data;
    expect(part.total).toBe(0);
  });

  it('filter by subject type and court', async () => {
    const { json } = await server.request(`${FRONT}/mistrustperson/page?${q({ subjectType: 2, court: `${DISTRICTS[4]}人民法院`, pageSize: 100 })}`);
    expect(json.data.records.length).toBeGreaterThan(0);
    expect(json.data.records.every((r: { subjectType: number; court: string }) => r.subjectType === 2 && r.court === `${DISTRICTS[4]}人民法院`)).toBe(true);
  });

  it('show the case of a debtor, ID still masked, and 4040 for an unknown id', async () => {
    const row = server.portal.db.prepare('SELECT id FROM dishonest_debtor WHERE subject_type = 1 LIMIT 1').get() as { id: number };
    const { json } = await server.request(`${FRONT}/mistrustperson/detail/${row.id}`);
    expect(json.data.idNumber).toMatch(MASKED_ID);
    expect(json.data).toMatchObject({ province: '福建', legalPerson: null });
    expect(json.data.duty).toContain(json.data.name);
    expect(['全部未履行', '部分未履行']).toContain(json.data.performance);
    expect((await server.request(`${FRONT}/mistrustperson/detail/999999`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect((await server.request(`${FRONT}/mistrustperson/detail/abc`)).json.code).toBe(202);
  });
});

describe('abnormal operation and serious violations', () => {
  it('page both lists, newest listing first, with removal where there was one', async () => {
    const { json } = await server.request(`${FRONT}/abnormal/page?pageSize=100`);
    expect(json.data.total).toBe(220);
    const removed = json.data.records.filter((r: { removedDate: string | null }) => r.removedDate !== null);
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((r: { removedReason: string; removedDate: string; listedDate: string }) => r.removedReason.length > 0 && r.removedDate >= r.listedDate)).toBe(true);
  });

  it('filter by a leaf or a branch of the violation tree and by state', async () => {
    const tree = (await server.request(`${FRONT}/abnormal/illegalTree`)).json.data;
    expect(tree.map((n: { name: string }) => n.name)).toEqual(['经营异常名录', '严重违法失信名单']);
    expect(tree[0].total + tree[1].total).toBe(220);
    const leaf = tree[0].children[0];
    const byLeaf = (await server.request(`${FRONT}/abnormal/page?categoryCode=${leaf.code}&pageSize=100`)).json.data;
    expect(byLeaf.total).toBe(leaf.total);
    expect(byLeaf.records.every((r: { categoryName: string }) => r.categoryName === leaf.name)).toBe(true);
    const serious = (await server.request(`${FRONT}/abnormal/page?categoryCode=YZWF&pageSize=100`)).json.data;
    expect(serious.total).toBe(tree[1].total);
    const listed = (await server.request(`${FRONT}/abnormal/page?listType=1&state=1&pageSize=100`)).json.data;
    expect(listed.records.every((r: { removedDate: string | null; listType: number }) => r.removedDate === null && r.listType === 1)).toBe(true);
  });

  it('show an entry with the address, and 4040 for an unknown id', async () => {
    const { json } = await server.request(`${FRONT}/abnormal/detail/1`);
    expect(json.data.address).toContain(`${CITY.name}`);
    expect(json.data.organName).toMatch(/市场监督管理局$/);
    expect((await server.request(`${FRONT}/abnormal/detail/999999`)).json.code).toBe(4040);
  });

  it('list the environment penalties that the double publicity shows', async () => {
    const { json } = await server.request(`${FRONT}/abnormal/environmentPage?pageSize=100`);
    expect(json.data.total).toBeGreaterThan(40);
    const first = json.data.records[0];
    expect(first.resourceId).toBe('CF-STHJ');
    const detail = await server.request(`${FRONT}/doublepublicity/detail?${q({ dataId: first.id, type: 2, resourceId: 'CF-STHJ' })}`);
    expect(detail.json.data.record.documentNo).toBe(first.documentNo);
  });
});

describe('the subject relations', () => {
  it('list the groups of each category with their sizes', async () => {
    const focus = (await server.request(`${REL}/typePage?category=1`)).json.data;
    expect(focus.records.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['家政服务人员', '律师', '教师', '医师', '导游', '会计人员']));
    expect(focus.records.every((t: { categoryName: string; total: number }) => t.categoryName === '重点人群' && t.total > 0)).toBe(true);
    const all = (await server.request(`${REL}/typePage?pageSize=100`)).json.data;
    expect(new Set(all.records.map((t: { category: number }) => t.category))).toEqual(new Set([1, 2, 3]));
  });

  it('page the subjects of a group in a division, persons with masked IDs', async () => {
    const { json } = await server.request(`${REL}/page?typeId=1&pageSize=100`);
    expect(json.data.total).toBe(30);
    expect(json.data.records.every((r: { idNumber: string; typeName: string }) => MASKED_ID.test(r.idNumber) && r.typeName === '家政服务人员')).toBe(true);
    const division = json.data.records[0].divisionCode;
    const inDivision = (await server.request(`${REL}/page?typeId=1&divisionCode=${division}&pageSize=100`)).json.data;
    expect(inDivision.records.length).toBeGreaterThan(0);
    expect(inDivision.records.every((r: { divisionCode: string }) => r.divisionCode === division)).toBe(true);
    expect((await server.request(`${REL}/page?typeId=999`)).json.code).toBe(4040);
  });

  it('list the newest subjects of a group up to a limit', async () => {
    const { json } = await server.request(`${REL}/list?typeId=12&limit=5`);
    expect(json.data).toHaveLength(5);
    expect(json.data.every((r: { typeId: string; creditCode: string; idNumber: null }) => r.typeId === '12' && r.creditCode.length === 18 && r.idNumber === null)).toBe(true);
    expect((await server.request(`${REL}/list?typeId=12&limit=51`)).json.errors).toEqual({ limit: '条数不能大于50' });
    expect((await server.request(`${REL}/list`)).json.code).toBe(202);
  });

  it('keep punishment and incentive objects apart', async () => {
    const dishonest = (await server.request(`${REL}/dishonestPage?pageSize=100`)).json.data;
    const incentive = (await server.request(`${REL}/highLevelPage?pageSize=100`)).json.data;
    expect(dishonest.total).toBe(60);
    expect(dishonest.records.every((r: { category: number }) => r.category === 2)).toBe(true);
    expect(incentive.records.every((r: { category: number }) => r.category === 3)).toBe(true);
    expect((await server.request(`${REL}/dishonestPage?typeId=12`)).json.code).toBe(4040);
    expect((await server.request(`${REL}/highLevelPage?typeId=12&pageSize=100`)).json.data.total).toBe(20);
  });

  it('show a subject in full, and 4040 for an unknown id', async () => {
    const person = (await server.request(`${REL}/page?typeId=2&pageSize=1`)).json.data.records[0];
    const { json } = await server.request(`${REL}/getById/${person.id}`);
    expect(json.data).toMatchObject({ id: person.id, typeName: '律师', categoryName: '重点人群' });
    expect(json.data.idNumber).toMatch(MASKED_ID);
    expect(json.data.certificateNo).toMatch(/^13503\d{8}$/);
    expect((await server.request(`${REL}/getById/999999`)).json.code).toBe(4040);
  });

  it('name the divisions of the city', async () => {
    const { json } = await server.request(`${REL}/getDivisionList`);
    expect(json.data).toHaveLength(8);
    expect(json.data).toContainEqual({ code: CITY.divisions[1]?.code, name: DISTRICTS[1] });
  });

  it('draw the publicity notice of a subject without its birth date, and 404 for an unknown one', async () => {
    const person = (await server.request(`${REL}/page?typeId=3&pageSize=1`)).json.data.records[0];
    const full = server.portal.db.prepare('SELECT p.id_number AS id FROM relation_subject s JOIN person p ON p.id = s.person_id WHERE s.id = ?').get(person.id) as { id: string };
    const image = await server.request(`${REL}/publicityImg/${person.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toContain('教师信息公示');
    expect(image.text).toContain(person.idNumber);
    expect(image.text).not.toContain(full.id);
    expect(image.text).not.toMatch(/<script/i);
    for (const id of ['999999', 'abc']) {
      const missing = await server.request(`${REL}/publicityImg/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    }
  });
});
