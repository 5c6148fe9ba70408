import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARANTEE_CLUE_RESULTS_COLUMN, GUARANTEE_NEWS_ARTICLES, GUARANTEE_NEWS_COLUMN, GUARANTEE_POLICY_ARTICLES, GUARANTEE_POLICY_COLUMN } from '../src/features/eleguarantee/seed.js';
import { startTestServer, submitters, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe.each([
  { column: GUARANTEE_NEWS_COLUMN, articles: GUARANTEE_NEWS_ARTICLES },
  { column: GUARANTEE_POLICY_COLUMN, articles: GUARANTEE_POLICY_ARTICLES },
])('the 电子保函 column $column.name ($column.route)', ({ column, articles }) => {
  it('is found by its name and lists its articles newest first, each title distinct', async () => {
    const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(column.name)}`)).json;
    expect(found.code).toBe(200);
    expect(found.data.id).toBe(column.id);
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=50`)).json;
    expect(page.data.total).toBe(articles);
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    const times = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('opens an article whose body is about electronic guarantees', async () => {
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${column.id}&pageNo=1&pageSize=1`)).json;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.content).toMatch(/<p>/);
    expect(json.data.content).toMatch(/保函|保证金/);
  });
});

// ---- the electronic bid guarantee ----

const FRONT = '/api/cmpinternetportalfront/eleguarantee';
const ADMIN = '/api/cmpinternetportaladmin/eleguarantee';

interface Tender {
  projectNo: string;
  bidBond: number;
  bidDeadline: string;
  open: boolean;
}
interface Product {
  id: string;
  minAmount: number;
  maxAmount: number;
  rate: number;
  minPremium: number;
}

describe('the electronic bid guarantee', () => {
  let tokens: Record<string, string>;
  let files: Record<string, string>;
  let qiye: { name: string; code: string };
  let openTender: Tender;
  let fitting: Product;
  let tooSmall: Product | undefined;

  const get = (path: string, token?: string) => server.request(`${FRONT}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  const apply = (body: unknown, token?: string) =>
    server.request(`${ADMIN}/apply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const form = () => ({
    projectNo: openTender.projectNo,
    productId: fitting.id,
    enterpriseName: qiye.name,
    creditCode: qiye.code,
    contactName: '林建国',
    phone: '13905941234',
    fileIds: [files.qiye],
    agree: true,
  });

  beforeAll(async () => {
    ({ tokens, files } = submitters(server));
    qiye = server.portal.db
      .prepare("SELECT e.name, e.credit_code AS code FROM user_account u JOIN enterprise e ON e.id = u.enterprise_id WHERE u.username = 'qiye'")
      .get() as { name: string; code: string };
    const tenders = (await get('/tender/page?open=true&pageSize=100')).json.data.records as Tender[];
    const institutions = (await get('/institution/list')).json.data as { products: Product[] }[];
    const products = institutions.flatMap((i) => i.products);
    // A tender the demo enterprise holds no guarantee for yet, with a product covering it and one that does not.
    const held = server.portal.db
      .prepare("SELECT t.project_no AS no FROM ele_guarantee g JOIN guarantee_tender t ON t.id = g.tender_id JOIN user_account u ON u.enterprise_id = g.enterprise_id WHERE u.username = 'qiye'")
      .all()
      .map((r) => (r as { no: string }).no);
    openTender = tenders.find((t) => !held.includes(t.projectNo) && products.some((p) => t.bidBond > p.maxAmount) && products.some((p) => t.bidBond <= p.maxAmount && t.bidBond >= p.minAmount)) as Tender;
    fitting = products.find((p) => openTender.bidBond >= p.minAmount && openTender.bidBond <= p.maxAmount) as Product;
    tooSmall = products.find((p) => openTender.bidBond > p.maxAmount);
  });

  it('lists the institutions by type with their products, rates, limits and conditions', async () => {
    const { json } = await get('/institution/list');
    expect(json.code).toBe(200);
    const types = json.data.map((i: { institutionType: string }) => i.institutionType);
    expect(new Set(types)).toEqual(new Set(['银行', '保险', '担保']));
    expect(types).toEqual([...types].sort((a: string, b: string) => ['银行', '保险', '担保'].indexOf(a) - ['银行', '保险', '担保'].indexOf(b)));
    for (const institution of json.data) {
      expect(institution.creditCode).toMatch(/^[0-9A-Z]{18}$/);
      expect(institution.products.length).toBeGreaterThan(0);
      for (const product of institution.products) {
        expect(product.rate).toBeGreaterThan(0);
        expect(product.maxAmount).toBeGreaterThan(product.minAmount);
        expect(product.conditions.length).toBeGreaterThan(0);
      }
    }
    const insurers = (await get(`/institution/list?institutionType=${encodeURIComponent('保险')}`)).json.data;
    expect(insurers.length).toBeGreaterThan(0);
    expect(insurers.every((i: { institutionType: string }) => i.institutionType === '保险')).toBe(true);
    expect((await get(`/institution/list?institutionType=${encodeURIComponent('信托')}`)).json.errors).toEqual({ institutionType: '机构类别的取值无效' });
  });

  it('lists open tenders first, nearest deadline first, and finds them by words of the name', async () => {
    const { json } = await get('/tender/page?pageSize=100');
    const records = json.data.records as Tender[];
    expect(json.data.total).toBe(records.length);
    const firstClosed = records.findIndex((t) => !t.open);
    expect(firstClosed).toBeGreaterThan(0);
    expect(records.slice(firstClosed).every((t) => !t.open)).toBe(true);
    const open = records.slice(0, firstClosed).map((t) => t.bidDeadline);
    expect(open).toEqual([...open].sort());
    expect(records[0]?.projectNo).toMatch(/^[EZ]\d{18}$/);
    const word = '采购项目';
    const found = (await get(`/tender/page?keyword=${encodeURIComponent(word)}`)).json.data.records as { projectName: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => t.projectName.includes(word))).toBe(true);
    expect((await get('/tender/page?pageSize=1e309')).json.code).toBe(202);
  });

  it('checks an application beyond its schema, each problem beside its field (before any is issued)', async () => {
    const base = form();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ creditCode: qiye.code.slice(0, 17) + (qiye.code.endsWith('1') ? '2' : '1') }, 'creditCode', /校验位|本企业/],
      [{ creditCode: '91350302MA2Y4KQ81H' }, 'creditCode', /本企业/],
      [{ enterpriseName: `${CITY.name}另一家有限公司` }, 'enterpriseName', /不一致/],
      [{ projectNo: 'E350300209900000001' }, 'projectNo', /未找到/],
      [{ productId: '999999' }, 'productId', /不存在/],
      [{ fileIds: ['no-such-file'] }, 'fileIds', /附件不存在/],
      [{ fileIds: [files.geren] }, 'fileIds', /附件不存在/],
    ];
    if (tooSmall) cases.push([{ productId: tooSmall.id }, 'productId', /担保额度/]);
    for (const [change, field, message] of cases) {
      const { json } = await apply({ ...base, ...change }, tokens.qiye);
      expect(json.code, field).toBe(202);
      expect(json.errors[field]).toMatch(message);
    }
    const closed = server.portal.db.prepare('SELECT project_no AS no FROM guarantee_tender WHERE bid_deadline < ? LIMIT 1').get('2026-11-20 00:00:00') as { no: string };
    expect((await apply({ ...base, projectNo: closed.no }, tokens.qiye)).json.errors.projectNo).toMatch(/已截止/);
    // The schema's own checks: pattern, required, const, item counts.
    expect((await apply({ ...base, projectNo: 'X1' }, tokens.qiye)).json.errors).toHaveProperty('projectNo');
    expect((await apply({ ...base, agree: false }, tokens.qiye)).json.errors).toHaveProperty('agree');
    expect((await apply({ ...base, fileIds: [] }, tokens.qiye)).json.errors).toHaveProperty('fileIds');
    expect((await apply({ ...base, phone: '12345678901' }, tokens.qiye)).json.errors).toHaveProperty('phone');
  });

  it('issues a guarantee to an enterprise at once, with a number, a code and the premium of its product', async () => {
    const { json } = await apply(form(), tokens.qiye);
    expect(json.code).toBe(200);
    expect(json.data.guaranteeNo).toMatch(/^BH\d{12}$/);
    expect(json.data.verifyCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(json.data.status).toBe('已出函');
    expect(json.data.amount).toBe(openTender.bidBond);
    expect(json.data.premium).toBe(Math.max(Math.round((openTender.bidBond * fitting.rate) / 100), fitting.minPremium));
    // Found in the enterprise's own list and detail, and by anyone with the number and the code.
    const mine = (await get('/myPage', tokens.qiye)).json.data;
    expect(mine.records[0].guaranteeNo).toBe(json.data.guaranteeNo);
    const detail = (await get(`/detail/${json.data.id}`, tokens.qiye)).json.data;
    expect(detail).toMatchObject({ guaranteeNo: json.data.guaranteeNo, verifyCode: json.data.verifyCode, applicantName: qiye.name, projectNo: openTender.projectNo, fileCount: 1 });
    const verified = await get(`/verify?guaranteeNo=${json.data.guaranteeNo}&verifyCode=${json.data.verifyCode.toLowerCase()}`);
    expect(verified.json.data).toMatchObject({ guaranteeNo: json.data.guaranteeNo, applicantName: qiye.name, amount: openTender.bidBond, status: '已出函' });
    expect(verified.json.data).not.toHaveProperty('phone');
    expect(verified.json.data).not.toHaveProperty('premium');
    // A second application for the same tender is refused while the first is valid.
    const again = await apply(form(), tokens.qiye);
    expect(again.json.code).toBe(202);
    expect(again.json.errors.projectNo).toContain(json.data.guaranteeNo);
  });

  it('refuses persons and organisations (403) and anonymous visitors (401)', async () => {
    expect((await apply(form(), tokens.geren)).json.code).toBe(403);
    expect((await apply(form(), tokens.zuzhi)).json.code).toBe(403);
    expect((await apply(form())).json.code).toBe(401);
    expect((await get('/myPage', tokens.geren)).json.code).toBe(403);
  });

  it("keeps one enterprise's guarantee from anyone else but the public verification with its code", async () => {
    const other = server.portal.db
      .prepare(
        "SELECT g.id, g.guarantee_no AS no, g.verify_code AS code FROM ele_guarantee g WHERE g.enterprise_id <> (SELECT enterprise_id FROM user_account WHERE username = 'qiye') LIMIT 1",
      )
      .get() as { id: number; no: string; code: string };
    expect((await get(`/detail/${other.id}`, tokens.qiye)).json.code).toBe(4040);
    expect((await get(`/detail/${other.id}`, tokens.geren)).json.code).toBe(4040);
    expect((await get(`/detail/${other.id}`)).json.code).toBe(401);
    expect((await get(`/detail/1%00`, tokens.qiye)).json.code).toBe(4040);
    expect((await get(`/verify?guaranteeNo=${other.no}&verifyCode=${other.code}`)).json.code).toBe(200);
    const wrong = other.code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    expect((await get(`/verify?guaranteeNo=${other.no}&verifyCode=${wrong}`)).json.code).toBe(4040);
    expect((await get(`/verify?guaranteeNo=BH209901010001&verifyCode=${other.code}`)).json.code).toBe(4040);
    expect((await get(`/verify?guaranteeNo=BX1&verifyCode=${other.code}`)).json.errors).toEqual({ guaranteeNo: expect.stringContaining('保函编号') });
  });

  it("shows the seeded history's states: a guarantee past its validity reads 已失效", async () => {
    const statuses = (await get('/myPage?pageSize=100', tokens.qiye)).json.data.records.map((r: { status: string }) => r.status);
    expect(statuses.length).toBeGreaterThan(1);
    const expired = server.portal.db
      .prepare("SELECT guarantee_no AS no, verify_code AS code FROM ele_guarantee WHERE status = '已出函' AND valid_to < '2026-11-20' LIMIT 1")
      .get() as { no: string; code: string } | undefined;
    if (expired) expect((await get(`/verify?guaranteeNo=${expired.no}&verifyCode=${expired.code}`)).json.data.status).toBe('已失效');
    expect((await get(`/myPage?status=${encodeURIComponent('作废')}`, tokens.qiye)).json.errors).toHaveProperty('status');
  });
});

describe('guarantee clues', () => {
  const clue = { clueType: '电子保函', targetName: `${CITY.name}某建筑工程有限公司`, address: `福建省${CITY.name}${DISTRICTS[0]}`, description: '该公司投标时提交的保函在平台上查验不到，疑似伪造电子保函。', anonymous: true };
  const detail = (trackingNo: string, verifier: string) =>
    server.request(`/api/cmpinternetportalfront/columnclues/detail?trackingNo=${trackingNo}&verifier=${verifier}`);

  it('are reported anonymously as 电子保函线索 and read back in detail only with the 查询码', async () => {
    const { json } = await server.request('/api/cmpinternetportaladmin/columnclues/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(clue),
    });
    const { trackingNo, queryCode } = json.data as { trackingNo: string; queryCode: string };
    const found = await detail(trackingNo, queryCode);
    expect(found.json.data).toMatchObject({ trackingNo, title: `电子保函线索：${clue.targetName}`, clueType: '电子保函', description: clue.description, anonymous: true, fileCount: 0, status: '待受理' });
    const wrong = queryCode === '000000000000' ? '111111111111' : '000000000000';
    expect((await detail(trackingNo, wrong)).json.code).toBe(4040);
    expect((await detail('XS1', queryCode)).json.errors).toHaveProperty('trackingNo');
  });

  it('never answer the named reporter’s name or phone in the detail', async () => {
    const { json } = await server.request('/api/cmpinternetportaladmin/columnclues/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...clue, anonymous: false, reporterName: '陈丽华', phone: '13805940001' }),
    });
    const found = (await detail(json.data.trackingNo, '13805940001')).json.data;
    expect(found.anonymous).toBe(false);
    expect(JSON.stringify(found)).not.toContain('陈丽华');
    expect(JSON.stringify(found)).not.toContain('13805940001');
  });

  it('that were handled are published in their own column', async () => {
    const column = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(GUARANTEE_CLUE_RESULTS_COLUMN.name)}`)).json.data;
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${column.id}&pageSize=50`)).json.data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((a: { title: string }) => a.title.startsWith('电子保函线索处理结果公示'))).toBe(true);
  });
});
