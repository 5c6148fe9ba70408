import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentIdCheckDigit, usccCheckChar } from '../src/features/subjects/identifiers.js';
import { formatCst } from '../src/kernel/time.js';
import { contractDocument, startTestServer, submitters, type TestServer } from './helpers.js';

const ADMIN = '/api/cmpinternetportaladmin';
const FRONT = '/api/cmpinternetportalfront';
const COMMITMENT = `${FRONT}/onlinecommitment/qzonlinecommitment`;

let server: TestServer;
let tokens: Record<string, string>;
let files: Record<string, string>;
let expired: string;
interface Unit {
  name: string;
  code: string;
  legalPerson?: string;
}
let qiyeUnit: Unit;
let gerenSelf: Unit;
const today = () => formatCst(Date.now()).slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.portal.db;
  const accounts = submitters(server, '荣誉证书.pdf');
  ({ tokens, files } = accounts);
  expired = accounts.expiredToken('qiye');
  qiyeUnit = db
    .prepare("SELECT e.name, e.credit_code AS code, e.legal_person AS legalPerson FROM user_account u JOIN enterprise e ON e.id = u.enterprise_id WHERE u.username = 'qiye'")
    .get() as Unit;
  gerenSelf = db.prepare("SELECT p.name, p.id_number AS code FROM user_account u JOIN person p ON p.id = u.person_id WHERE u.username = 'geren'").get() as Unit;
});
afterAll(() => server.close());

const send = (url: string, body: unknown, token?: string) =>
  server.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (url: string, token?: string) => server.request(url, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
const brokenUscc = (code: string) => code.slice(0, 17) + (usccCheckChar(code.slice(0, 17)) === '0' ? '1' : '0');

describe('commitment templates', () => {
  it('lists the templates of a scenario in pages', async () => {
    const answer = await get(`${COMMITMENT}/page?scenario=${encodeURIComponent('证明事项类')}&pageSize=2`);
    expect(answer.json.data.total).toBe(4);
    expect(answer.json.data.records).toHaveLength(2);
    expect(answer.json.data.records.every((t: { scenario: string }) => t.scenario === '证明事项类')).toBe(true);
    const all = await get(`${COMMITMENT}/page?pageSize=100`);
    expect(all.json.data.total).toBe(20);
    const found = await get(`${COMMITMENT}/page?keyword=${encodeURIComponent('食品')}`);
    expect(found.json.data.records.map((t: { title: string }) => t.title)).toEqual(['食品经营许可告知承诺书']);
  });

  it('gives one template with its placeholders, and 4040 for an unknown id', async () => {
    const answer = await get(`${COMMITMENT}/getTemplate/1`);
    expect(answer.json.data).toMatchObject({ id: '1', title: '食品经营许可告知承诺书', scenario: '行政审批类', subjectTypes: ['法人及非法人组织'] });
    expect(answer.json.data.content).toContain('{{subjectName}}');
    expect((await get(`${COMMITMENT}/getTemplate/9999`)).json.code).toBe(4040);
  });
});

describe('online commitments and their publicity', () => {
  const legal = () => ({
    templateId: '1',
    subjectType: '法人及非法人组织',
    subjectName: qiyeUnit.name,
    creditCode: qiyeUnit.code,
    legalPerson: qiyeUnit.legalPerson,
    phone: '13905941234',
    matter: '申请食品经营许可证（告知承诺制）',
    signDate: today(),
    agree: true,
  });

  it('publishes an enterprise’s signed commitment at once, found in the publicity and its detail', async () => {
    const answer = await send(`${COMMITMENT}/add`, legal(), tokens.qiye);
    expect(answer.json.data).toMatchObject({ status: '公示中' });
    expect(answer.json.data.commitmentNo).toMatch(/^CN\d{12}$/);
    const page = await get(`${FRONT}/promiseapplypublicity/page?pageSize=1`);
    const first = page.json.data.records[0];
    expect(first).toMatchObject({ commitmentNo: answer.json.data.commitmentNo, subjectName: qiyeUnit.name, templateTitle: '食品经营许可告知承诺书' });
    const detail = await get(`${COMMITMENT}/detail/${first.id}`);
    expect(detail.json.data.content).toContain(`本单位${qiyeUnit.name}`);
    expect(detail.json.data.content).not.toContain('{{');
  });

  it('needs a login and the ticked electronic-signature confirmation', async () => {
    expect((await send(`${COMMITMENT}/add`, legal())).json.code).toBe(401);
    expect((await send(`${COMMITMENT}/add`, legal(), expired)).json.code).toBe(203);
    expect((await send(`${COMMITMENT}/add`, { ...legal(), agree: false }, tokens.qiye)).json.errors).toEqual({ agree: '请勾选电子签名确认' });
  });

  it('checks the credit code, the identity fields of the subject type, the template and the date', async () => {
    const bad = async (change: Record<string, unknown>) => (await send(`${COMMITMENT}/add`, { ...legal(), ...change }, tokens.qiye)).json;
    expect((await bad({ creditCode: brokenUscc(qiyeUnit.code) })).errors).toEqual({ creditCode: '统一社会信用代码校验位不正确' });
    expect((await bad({ creditCode: undefined, legalPerson: undefined })).errors).toEqual({ creditCode: '统一社会信用代码不能为空', legalPerson: '法定代表人不能为空' });
    expect((await bad({ templateId: '7' })).errors).toEqual({ subjectType: '该承诺书不适用于法人及非法人组织' });
    expect((await bad({ signDate: '2099-01-01' })).errors).toEqual({ signDate: '签署日期应为近30日内且不晚于今天' });
    expect((await bad({ signDate: '2026-13-01' })).errors).toEqual({ signDate: '签署日期格式不正确' });
    expect((await bad({ subjectName: `${CITY.name}另一家有限公司` })).errors).toEqual({ subjectName: '单位名称与统一社会信用代码不一致' });
  });

  it('publishes a person’s commitment masked: name, ID and the text', async () => {
    const answer = await send(
      `${COMMITMENT}/add`,
      { templateId: '19', subjectType: '自然人', subjectName: gerenSelf.name, idNumber: gerenSelf.code, phone: '13805943456', matter: '个人诚信主动承诺', signDate: today(), agree: true },
      tokens.geren,
    );
    expect(answer.json.code).toBe(200);
    const page = await get(`${FRONT}/promiseapplypublicity/page?subjectType=${encodeURIComponent('自然人')}&pageSize=1`);
    const first = page.json.data.records[0];
    expect(first.commitmentNo).toBe(answer.json.data.commitmentNo);
    expect(first.subjectName).toBe(`${gerenSelf.name[0]}${'*'.repeat(gerenSelf.name.length - 1)}`);
    expect(first.subjectCode).toBe(`${gerenSelf.code.slice(0, 6)}********${gerenSelf.code.slice(-4)}`);
    const detail = await get(`${COMMITMENT}/detail/${first.id}`);
    expect(detail.json.data.content).not.toContain(gerenSelf.code);
    expect(detail.json.data.content).not.toContain(gerenSelf.name);
  });

  it('finds one commitment by its 承诺编号, a person’s masked too, and none for an unknown number', async () => {
    const person = (await get(`${FRONT}/promiseapplypublicity/page?subjectType=${encodeURIComponent('自然人')}&pageSize=1`)).json.data.records[0];
    const found = await get(`${FRONT}/promiseapplypublicity/page?keyword=${person.commitmentNo.toLowerCase()}`);
    expect(found.json.data.total).toBe(1);
    expect(found.json.data.records[0]).toEqual(person);
    expect(found.json.data.records[0].subjectName).toContain('*');
    const unknown = await get(`${FRONT}/promiseapplypublicity/page?keyword=CN209901010001`);
    expect(unknown.json.data).toMatchObject({ total: 0, records: [] });
  });

  it('does not find persons by name in the publicity', async () => {
    const answer = await get(`${FRONT}/promiseapplypublicity/page?keyword=${encodeURIComponent(gerenSelf.name)}`);
    expect(answer.json.data.records.every((r: { subjectType: string }) => r.subjectType !== '自然人')).toBe(true);
  });

  it('lists only the commitments in the state asked for, and refuses a state the contract does not know', async () => {
    const broken = await get(`${FRONT}/promiseapplypublicity/page?status=${encodeURIComponent('未履约')}&pageSize=100`);
    expect(broken.json.data.total).toBeGreaterThan(0);
    expect(broken.json.data.records.every((r: { status: string }) => r.status === '未履约')).toBe(true);
    const all = await get(`${FRONT}/promiseapplypublicity/page?pageSize=1`);
    expect(broken.json.data.total).toBeLessThan(all.json.data.total);
    expect((await get(`${FRONT}/promiseapplypublicity/page?status=${encodeURIComponent('已撤销')}`)).status).toBe(400);
  });

  it('answers 4040 for an unknown commitment', async () => {
    expect((await get(`${COMMITMENT}/detail/999999`)).json.code).toBe(4040);
  });
});

describe('commitment feedback', () => {
  const ownCommitment = (username: string) =>
    (
      server.portal.db
        .prepare('SELECT commitment_no AS no FROM commitment WHERE user_id = (SELECT id FROM user_account WHERE username = ?) ORDER BY id LIMIT 1')
        .get(username) as { no: string }
    ).no;
  const feedback = (commitmentNo: string) => ({
    commitmentNo,
    fulfilment: '已履约',
    description: '已按承诺在30日内补齐全部材料，并通过现场核查。',
    contactName: '林建国',
    phone: '13905941234',
  });

  it('stores feedback on an own commitment (FK), found by the credit code of the subject', async () => {
    const answer = await send(`${ADMIN}/commitmentfeedback/add`, feedback(ownCommitment('qiye')), tokens.qiye);
    expect(answer.json.data.trackingNo).toMatch(/^FK\d{12}$/);
    const found = await get(`${FRONT}/commitmentfeedback/infoQuery?trackingNo=${answer.json.data.trackingNo}&verifier=${qiyeUnit.code}`);
    expect(found.json.data.status).toBe('待受理');
    const mine = await get(`${FRONT}/commitmentfeedback/infoPage`, tokens.qiye);
    expect(mine.json.data.records[0].trackingNo).toBe(answer.json.data.trackingNo);
  });

  it('refuses feedback on another subject’s commitment and on an unknown number alike', async () => {
    const others = await send(`${ADMIN}/commitmentfeedback/add`, feedback(ownCommitment('geren')), tokens.qiye);
    const unknown = await send(`${ADMIN}/commitmentfeedback/add`, feedback('CN201001010001'), tokens.qiye);
    expect(others.json.errors).toEqual({ commitmentNo: '未找到本主体作出的该项承诺' });
    expect(unknown.json).toEqual(others.json);
  });

  it('refuses an unknown fulfilment state with the field’s message', async () => {
    expect((await send(`${ADMIN}/commitmentfeedback/add`, { ...feedback(ownCommitment('qiye')), fulfilment: '履约中' }, tokens.qiye)).json.errors).toEqual({
      fulfilment: '履约情况的取值无效',
    });
  });
});

describe('credit declarations and self-declarations (enterprise only)', () => {
  const declaration = () => ({
    enterpriseName: qiyeUnit.name,
    creditCode: qiyeUnit.code,
    declareType: '荣誉类',
    itemName: '福建省守合同重信用企业',
    issuingOrgan: '福建省市场监督管理局',
    issueDate: '2026-06-18',
    contactName: '林建国',
    phone: '13905941234',
    fileIds: [files.qiye as string],
  });

  it('stores an enterprise’s declaration (SB) and lists it among its own', async () => {
    const answer = await send(`${ADMIN}/creditdeclare/add`, declaration(), tokens.qiye);
    expect(answer.json.data.trackingNo).toMatch(/^SB\d{12}$/);
    const mine = await get(`${FRONT}/creditdeclare/infoPage?pageSize=5`, tokens.qiye);
    expect(mine.json.data.records[0]).toMatchObject({ trackingNo: answer.json.data.trackingNo, title: '荣誉类：福建省守合同重信用企业', status: '待受理' });
    expect(mine.json.data.total).toBeGreaterThan(15);
  });

  it('answers 403 to persons and organisations, and 401 without a login', async () => {
    expect((await send(`${ADMIN}/creditdeclare/add`, declaration(), tokens.geren)).json.code).toBe(403);
    expect((await send(`${ADMIN}/creditdeclare/add`, declaration(), tokens.zuzhi)).json.code).toBe(403);
    expect((await get(`${FRONT}/creditdeclare/infoPage`)).json.code).toBe(401);
  });

  it('requires proof of its own and checks the credit code and the dates', async () => {
    expect((await send(`${ADMIN}/creditdeclare/add`, { ...declaration(), fileIds: [] }, tokens.qiye)).json.errors).toEqual({ fileIds: '证明材料至少1项' });
    expect((await send(`${ADMIN}/creditdeclare/add`, { ...declaration(), fileIds: [files.geren] }, tokens.qiye)).json.errors).toEqual({
      fileIds: '附件不存在或已失效，请重新上传',
    });
    expect((await send(`${ADMIN}/creditdeclare/add`, { ...declaration(), creditCode: brokenUscc(qiyeUnit.code) }, tokens.qiye)).json.errors).toEqual({
      creditCode: '统一社会信用代码校验位不正确',
    });
    expect((await send(`${ADMIN}/creditdeclare/add`, { ...declaration(), issueDate: '2099-01-01' }, tokens.qiye)).json.errors).toEqual({
      issueDate: '颁发日期不能晚于今天',
    });
    expect((await send(`${ADMIN}/creditdeclare/add`, { ...declaration(), validUntil: '2020-01-01' }, tokens.qiye)).json.errors).toEqual({
      validUntil: '有效期至不能早于颁发日期',
    });
  });

  const selfDeclaration = () => ({
    enterpriseName: qiyeUnit.name,
    creditCode: qiyeUnit.code,
    title: '关于依法诚信经营的自主声明',
    scope: '诚信经营',
    content: '本企业郑重声明：严格遵守国家法律法规，依法诚信经营，不制售假冒伪劣产品，自觉接受社会监督。',
    validFrom: today(),
    validTo: `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`,
    contactName: '林建国',
    phone: '13905941234',
  });

  it('stores a self-declaration (SM), found by phone', async () => {
    const answer = await send(`${FRONT}/independentdeclaration/qzindependentdeclaration/add`, selfDeclaration(), tokens.qiye);
    expect(answer.json.data.trackingNo).toMatch(/^SM\d{12}$/);
    const found = await get(`${FRONT}/independentdeclaration/qzindependentdeclaration/infoQuery?trackingNo=${answer.json.data.trackingNo}&verifier=13905941234`);
    expect(found.json.data.title).toBe('关于依法诚信经营的自主声明');
  });

  it('refuses a declaration text under 20 characters and a period that ends before it starts', async () => {
    const url = `${FRONT}/independentdeclaration/qzindependentdeclaration/add`;
    expect((await send(url, { ...selfDeclaration(), content: '本企业诚信经营。' }, tokens.qiye)).json.errors).toEqual({ content: '声明内容不能少于20个字符' });
    expect((await send(url, { ...selfDeclaration(), validTo: '2020-01-01' }, tokens.qiye)).json.errors).toEqual({ validTo: '有效期止不能早于有效期起' });
    expect((await send(url, selfDeclaration(), tokens.geren)).json.code).toBe(403);
  });
});

describe('dishonesty-risk reports', () => {
  const report = () => ({
    name: '林建国',
    idNumber: `35030219850214001${residentIdCheckDigit('35030219850214001')}`,
    phone: '13805940002',
    riskType: '非法集资',
    content: `该公司在${DISTRICTS[0]}多个小区以高额回报为名吸收老年人资金，承诺月息三分，近期已出现逾期兑付。`,
  });

  it('takes a report without a login (FX), found by the reporter’s ID', async () => {
    const answer = await send(`${FRONT}/riskpersondeclare/add`, report());
    expect(answer.json.data.trackingNo).toMatch(/^FX\d{12}$/);
    const found = await get(`${FRONT}/riskpersondeclare/infoQuery?trackingNo=${answer.json.data.trackingNo}&verifier=${report().idNumber}`);
    expect(found.json.data.title).toBe('非法集资风险报告');
  });

  it('checks the resident ID check digit', async () => {
    const id = report().idNumber;
    const broken = id.slice(0, 17) + (id[17] === '1' ? '2' : '1');
    expect((await send(`${FRONT}/riskpersondeclare/add`, { ...report(), idNumber: broken })).json.errors).toEqual({ idNumber: '身份证号码校验位不正确' });
  });

  it('lists a logged-in reporter’s own reports', async () => {
    const mine = await get(`${FRONT}/riskpersondeclare/infoPage?pageSize=10`, tokens.geren);
    expect(mine.json.data.total).toBeGreaterThan(10);
    expect(mine.json.data.records).toHaveLength(10);
  });
});

describe('the documented inquiry examples', () => {
  it('find seeded submissions', async () => {
    const document = await contractDocument();
    const queries = Object.entries(document.paths ?? {}).filter(([path]) =>
      /\/(commitmentfeedback|creditdeclare|qzindependentdeclaration|riskpersondeclare)\/infoQuery$/.test(path),
    );
    expect(queries).toHaveLength(4);
    for (const [path, item] of queries) {
      const parameters = (item as { get: { parameters: { name: string; example: string }[] } }).get.parameters;
      const query = new URLSearchParams(parameters.map((p): [string, string] => [p.name, p.example]));
      expect((await server.request(`/api${path}?${query}`)).json.code, path).toBe(200);
    }
  });
});
