import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCst } from '../src/kernel/time.js';
import { startTestServer, type TestServer } from './helpers.js';

const SELF = '/api/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Published {
  id: string;
  trackingNo: string;
  enterpriseName: string;
  creditCode: string;
  title: string;
  scope: string;
  validTo: string;
  publishTime: string;
}

const today = () => formatCst(Date.now()).slice(0, 10);

describe('自主声明公示', () => {
  it('lists only reviewed declarations within their validity, newest publication first', async () => {
    const answer = await server.request(`${SELF}/page?pageSize=100`);
    expect(answer.json.code).toBe(200);
    const records = answer.json.data.records as Published[];
    expect(records.length).toBeGreaterThan(5);
    const db = server.portal.db;
    for (const record of records) {
      const row = db.prepare('SELECT kind, status FROM submission WHERE id = ?').get(Number(record.id)) as { kind: string; status: string };
      expect(row).toEqual({ kind: 'selfDeclaration', status: '已办结' });
      expect(record.validTo >= today()).toBe(true);
      expect(record.trackingNo).toMatch(/^SM\d{12}$/);
    }
    const times = records.map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const pending = db.prepare("SELECT COUNT(*) AS n FROM submission WHERE kind = 'selfDeclaration' AND status <> '已办结'").get() as { n: number };
    expect(pending.n).toBeGreaterThan(0);
  });

  it('narrows by words of the name, code or title and by scope', async () => {
    const all = (await server.request(`${SELF}/page?pageSize=100`)).json.data.records as Published[];
    const first = all[0] as Published;
    const byName = (await server.request(`${SELF}/page?keyword=${encodeURIComponent(first.enterpriseName)}&pageSize=100`)).json.data.records as Published[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.enterpriseName === first.enterpriseName)).toBe(true);
    const byCode = (await server.request(`${SELF}/page?keyword=${first.creditCode}`)).json.data.records as Published[];
    expect(byCode.every((r) => r.creditCode === first.creditCode)).toBe(true);
    const byScope = await server.request(`${SELF}/page?scope=${encodeURIComponent(first.scope)}&pageSize=100`);
    expect((byScope.json.data.records as Published[]).every((r) => r.scope === first.scope)).toBe(true);
    expect(byScope.json.data.total).toBeLessThanOrEqual(all.length);
    const none = await server.request(`${SELF}/page?keyword=${encodeURIComponent('不存在的企业名称')}`);
    expect(none.json.data).toMatchObject({ records: [], total: 0 });
  });

  it('answers pages of the asked size', async () => {
    const answer = await server.request(`${SELF}/page?pageNo=2&pageSize=5`);
    expect(answer.json.data).toMatchObject({ size: 5, current: 2 });
    expect(answer.json.data.records.length).toBeLessThanOrEqual(5);
  });

  it('shows one published declaration with its content and never the contact details', async () => {
    const [first] = (await server.request(`${SELF}/page?pageSize=1`)).json.data.records as Published[];
    const answer = await server.request(`${SELF}/detail/${first?.id}`);
    expect(answer.json.code).toBe(200);
    expect(answer.json.data).toMatchObject({ id: first?.id, title: first?.title, enterpriseName: first?.enterpriseName });
    expect(answer.json.data.content.length).toBeGreaterThan(10);
    expect(answer.json.data.handleUnit).toBeTruthy();
    expect(answer.text).not.toMatch(/contactName|phone/);
  });

  it('answers 4040 for a declaration under review, another kind of submission and an unknown id', async () => {
    const db = server.portal.db;
    const pending = db.prepare("SELECT id FROM submission WHERE kind = 'selfDeclaration' AND status <> '已办结' LIMIT 1").get() as { id: number };
    const other = db.prepare("SELECT id FROM submission WHERE kind = 'creditDeclare' AND status = '已办结' LIMIT 1").get() as { id: number };
    for (const id of [pending.id, other.id, 999999]) {
      expect((await server.request(`${SELF}/detail/${id}`)).json.code).toBe(4040);
    }
  });
});
