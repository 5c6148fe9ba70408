import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentIdCheckDigit, usccCheckChar } from '../src/features/subjects/identifiers.js';
import { contractDocument, startTestServer, storeFile, submitters, type TestServer } from './helpers.js';

const ADMIN = '/api/cmpinternetportaladmin';
const FRONT = '/api/cmpinternetportalfront';

let server: TestServer;
let tokens: Record<string, string>;
let files: Record<string, string>;
let expired: string;
interface Unit {
  name: string;
  code: string;
}
let qiyeUnit: Unit;
let zuzhiUnit: Unit;
let gerenSelf: Unit;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.portal.db;
  const accounts = submitters(server);
  ({ tokens, files } = accounts);
  files.anonymous = storeFile(server, null);
  expired = accounts.expiredToken('geren');
  const unitOf = (username: string) =>
    db
      .prepare('SELECT e.name, e.credit_code AS code FROM user_account u JOIN enterprise e ON e.id = u.enterprise_id WHERE u.username = ?')
      .get(username) as Unit;
  qiyeUnit = unitOf('qiye');
  zuzhiUnit = unitOf('zuzhi');
  gerenSelf = db
    .prepare("SELECT p.name, p.id_number AS code FROM user_account u JOIN person p ON p.id = u.person_id WHERE u.username = 'geren'")
    .get() as Unit;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) =>
  server.request(`${ADMIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (path: string, token?: string) =>
  server.request(`${FRONT}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);

/** The same ID with a wrong check digit. */
const breakCheckDigit = (id: string) => id.slice(0, 17) + (residentIdCheckDigit(id.slice(0, 17)) === '1' ? '2' : '1');
const VALID_ID = `35030219850214001${residentIdCheckDigit('35030219850214001')}`;

const complaint = {
  complainantName: '林建国',
  idType: '身份证',
  idNumber: VALID_ID,
  phone: '13605941111',
  respondentName: `${CITY.name}鸿达鞋业有限公司`,
  complaintType: '拖欠款项',
  title: '拖欠鞋材货款八万余元',
  content: '本人于2026年6月向该公司供应鞋面材料一批，货款86500元，约定30日内结清，至今未付。',
  demand: '要求该公司结清货款并支付逾期利息。',
  isPublic: false,
};

describe('credit complaints (信用投诉)', () => {
  it('stores a valid complaint as 待受理 with a TS tracking number of today, found again by phone and by ID', async () => {
    const answer = await post('/creditcomplaints/add', { ...complaint, fileIds: [files.geren] }, tokens.geren);
    expect(answer.json.code).toBe(200);
    expect(answer.json.data.status).toBe('待受理');
    expect(answer.json.data.trackingNo).toMatch(/^TS\d{8}\d{4}$/);
    const trackingNo = answer.json.data.trackingNo as string;
    const byPhone = await get(`/creditcomplaints/infoQuery?trackingNo=${trackingNo}&verifier=13605941111`);
    expect(byPhone.json.data).toMatchObject({ trackingNo, title: complaint.title, subjectName: complaint.respondentName, status: '待受理' });
    const byId = await get(`/creditcomplaints/infoQuery?trackingNo=${trackingNo}&verifier=${VALID_ID}`);
    expect(byId.json.code).toBe(200);
    const mine = await get('/creditcomplaints/infoPage?pageSize=5', tokens.geren);
    expect(mine.json.data.records[0].trackingNo).toBe(trackingNo);
  });

  it('numbers the submissions of one day in sequence', async () => {
    const first = await post('/creditcomplaints/add', complaint, tokens.qiye);
    const second = await post('/creditcomplaints/add', complaint, tokens.qiye);
    const a = first.json.data.trackingNo as string;
    const b = second.json.data.trackingNo as string;
    expect(b.slice(0, 10)).toBe(a.slice(0, 10));
    expect(Number(b.slice(10))).toBe(Number(a.slice(10)) + 1);
  });

  it('answers 401 without a login and 203 with an expired one', async () => {
    expect((await post('/creditcomplaints/add', complaint)).json.code).toBe(401);
    expect((await post('/creditcomplaints/add', complaint, expired)).json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
  });

  it('refuses a bad phone and a too short content with the Chinese message of each field', async () => {
    const answer = await post('/creditcomplaints/add', { ...complaint, phone: '12345678901', content: '太短了' }, tokens.geren);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors).toMatchObject({ phone: '手机号码格式不正确', content: '投诉内容不能少于10个字符' });
  });

  it('refuses a title over 50 characters and more than five attachments', async () => {
    const answer = await post(
      '/creditcomplaints/add',
      { ...complaint, title: '长'.repeat(51), fileIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      tokens.geren,
    );
    expect(answer.json.errors).toMatchObject({ title: '投诉标题不能超过50个字符', fileIds: '附件最多5项' });
  });

  it('accepts only attachments the complainant uploaded, or anonymous uploads', async () => {
    expect((await post('/creditcomplaints/add', { ...complaint, fileIds: [files.qiye] }, tokens.geren)).json.errors).toEqual({
      fileIds: '附件不存在或已失效，请重新上传',
    });
    expect((await post('/creditcomplaints/add', { ...complaint, fileIds: ['never-uploaded'] }, tokens.geren)).json.errors).toEqual({
      fileIds: '附件不存在或已失效，请重新上传',
    });
    expect((await post('/creditcomplaints/add', { ...complaint, fileIds: [files.anonymous, files.geren] }, tokens.geren)).json.code).toBe(200);
  });

  it('checks the resident ID check digit, and the number against the chosen certificate type', async () => {
    const wrongDigit = await post('/creditcomplaints/add', { ...complaint, idNumber: breakCheckDigit(VALID_ID) }, tokens.geren);
    expect(wrongDigit.json).toMatchObject({ code: 202, errors: { idNumber: '身份证号码校验位不正确' } });
    const passportAsId = await post('/creditcomplaints/add', { ...complaint, idType: '港澳通行证', idNumber: 'E12345678' }, tokens.geren);
    expect(passportAsId.json.errors).toEqual({ idNumber: '港澳通行证号码格式不正确' });
    const passport = await post('/creditcomplaints/add', { ...complaint, idType: '护照', idNumber: 'E12345678' }, tokens.geren);
    expect(passport.json.code).toBe(200);
  });

  it("checks the respondent's credit code check character when one is given", async () => {
    const code = qiyeUnit.code;
    const broken = code.slice(0, 17) + (usccCheckChar(code.slice(0, 17)) === '0' ? '1' : '0');
    const answer = await post('/creditcomplaints/add', { ...complaint, respondentCreditCode: broken }, tokens.geren);
    expect(answer.json).toMatchObject({ code: 202, errors: { respondentCreditCode: '统一社会信用代码校验位不正确' } });
    expect((await post('/creditcomplaints/add', { ...complaint, respondentCreditCode: code }, tokens.geren)).json.code).toBe(200);
  });
});

describe('inquiry of a submission (infoQuery and infoPage)', () => {
  it('answers 4040 alike for a wrong second factor and for an unknown number', async () => {
    const seeded = server.portal.db
      .prepare("SELECT tracking_no AS no, contact_phone AS phone FROM submission WHERE kind = 'creditComplaint' LIMIT 1")
      .get() as { no: string; phone: string };
    const wrong = await get(`/creditcomplaints/infoQuery?trackingNo=${seeded.no}&verifier=13000000000`);
    const unknown = await get(`/creditcomplaints/infoQuery?trackingNo=TS201001010001&verifier=${seeded.phone}`);
    expect(wrong.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('keeps the kinds apart: a complaint number is not found among objections', async () => {
    const seeded = server.portal.db
      .prepare("SELECT tracking_no AS no, contact_phone AS phone FROM submission WHERE kind = 'creditComplaint' LIMIT 1")
      .get() as { no: string; phone: string };
    expect((await get(`/enterpriselegalpersonobjection/infoQuery?trackingNo=${seeded.no}&verifier=${seeded.phone}`)).json.code).toBe(4040);
  });

  it('lists only the visitor’s own submissions, newest first, in pages, and filters by state', async () => {
    const page1 = await get('/naturepersonobjection/infoPage?pageSize=10', tokens.geren);
    expect(page1.json.data.total).toBeGreaterThan(10);
    expect(page1.json.data.records).toHaveLength(10);
    const times = page1.json.data.records.map((r: { submitTime: string }) => r.submitTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page1.json.data.records.every((r: { subjectName: string }) => r.subjectName === gerenSelf.name)).toBe(true);
    const page2 = await get('/naturepersonobjection/infoPage?pageSize=10&pageNo=2', tokens.geren);
    expect(page2.json.data.records[0].trackingNo).not.toBe(page1.json.data.records[0].trackingNo);
    const done = await get(`/naturepersonobjection/infoPage?status=${encodeURIComponent('已办结')}`, tokens.geren);
    expect(done.json.data.records.length).toBeGreaterThan(0);
    for (const record of done.json.data.records) {
      expect(record.status).toBe('已办结');
      expect(record.result).toBeTruthy();
      expect(record.finishTime >= record.acceptTime && record.acceptTime >= record.submitTime).toBe(true);
    }
  });

  it('answers 401 for infoPage without a login and 403 for another user type', async () => {
    expect((await get('/creditcomplaints/infoPage')).json.code).toBe(401);
    expect((await get('/enterpriselegalpersonobjection/infoPage', tokens.geren)).json.code).toBe(403);
  });
});

describe('objections (异议申诉)', () => {
  const objection = (unit: Unit, fileId = unit === zuzhiUnit ? files.zuzhi : files.qiye) => ({
    subjectName: unit.name,
    creditCode: unit.code,
    operatorName: '林建国',
    phone: '13905941234',
    category: '行政处罚',
    recordId: `${CITY.abbreviation}市监处罚〔2025〕118号`,
    sourceOrgan: '市市场监督管理局',
    reason: '该行政处罚已于2025年履行完毕，最短公示期已满，且本单位已完成信用修复，申请撤销公示。',
    request: '撤销公示',
    fileIds: [fileId as string],
    promise: true,
  });

  it('stores an enterprise’s objection about itself with a YQ number, found by its credit code', async () => {
    const answer = await post('/enterpriselegalpersonobjection/add', objection(qiyeUnit), tokens.qiye);
    expect(answer.json.data.trackingNo).toMatch(/^YQ\d{12}$/);
    const found = await get(`/enterpriselegalpersonobjection/infoQuery?trackingNo=${answer.json.data.trackingNo}&verifier=${qiyeUnit.code}`);
    expect(found.json.data).toMatchObject({ subjectName: qiyeUnit.name, status: '待受理', title: `行政处罚信息异议（申请撤销公示）：${CITY.abbreviation}市监处罚〔2025〕118号` });
  });

  it('is enterprise-only for enterprise legal persons: 403 for a person or an organisation', async () => {
    expect((await post('/enterpriselegalpersonobjection/add', objection(qiyeUnit), tokens.geren)).json.code).toBe(403);
    expect((await post('/enterpriselegalpersonobjection/add', objection(qiyeUnit), tokens.zuzhi)).json.code).toBe(403);
  });

  it('lets an organisation object as another legal person, but not a person', async () => {
    const answer = await post('/otherlegalpersonobjection/add', objection(zuzhiUnit), tokens.zuzhi);
    expect(answer.json.data.trackingNo).toMatch(/^YF\d{12}$/);
    expect((await post('/otherlegalpersonobjection/add', objection(zuzhiUnit), tokens.geren)).json.code).toBe(403);
  });

  it('requires proof, the ticked promise and a reason of at least 20 characters', async () => {
    const answer = await post('/enterpriselegalpersonobjection/add', { ...objection(qiyeUnit), fileIds: [], promise: false, reason: '信息有误' }, tokens.qiye);
    expect(answer.json.errors).toEqual({ fileIds: '证明材料至少1项', promise: '请勾选本人承诺所提供材料真实有效', reason: '异议理由不能少于20个字符' });
  });

  it('checks the credit code: its check character, then that it is the account’s own unit under its registered name', async () => {
    const code = qiyeUnit.code;
    const broken = code.slice(0, 17) + (usccCheckChar(code.slice(0, 17)) === '0' ? '1' : '0');
    expect((await post('/enterpriselegalpersonobjection/add', { ...objection(qiyeUnit), creditCode: broken }, tokens.qiye)).json.errors).toEqual({
      creditCode: '统一社会信用代码校验位不正确',
    });
    expect((await post('/enterpriselegalpersonobjection/add', objection(zuzhiUnit), tokens.qiye)).json.errors).toEqual({
      creditCode: '只能对本单位的信用信息提出异议',
    });
    expect((await post('/enterpriselegalpersonobjection/add', { ...objection(qiyeUnit), subjectName: `${CITY.name}另一家有限公司` }, tokens.qiye)).json.errors).toEqual({
      subjectName: '单位名称与统一社会信用代码不一致',
    });
  });

  it('answers a failed check of the server as code 202 over HTTP 200, its message also in msg, as the 200 answer documents', async () => {
    // HTTP 400 is for a request that breaks the contract; the server's own checks are a normal answer.
    const answer = await post('/enterpriselegalpersonobjection/add', objection(zuzhiUnit), tokens.qiye);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ code: 202, msg: '只能对本单位的信用信息提出异议', errors: { creditCode: '只能对本单位的信用信息提出异议' } });
    const complaintAnswer = await post('/creditcomplaints/add', { ...complaint, idNumber: breakCheckDigit(VALID_ID) }, tokens.geren);
    expect(complaintAnswer.status).toBe(200);
    expect(complaintAnswer.json.code).toBe(202);
  });

  it('stores a person’s objection about themself (YZ), and checks the ID check digit and ownership', async () => {
    const form = {
      name: gerenSelf.name,
      idNumber: gerenSelf.code,
      phone: '13805943456',
      category: '失信被执行人',
      reason: '本人已于2026年8月全额履行判决确定的给付义务，法院已出具结案通知书，申请删除失信被执行人信息。',
      request: '删除',
      promise: true,
    };
    const answer = await post('/naturepersonobjection/add', form, tokens.geren);
    expect(answer.json.data.trackingNo).toMatch(/^YZ\d{12}$/);
    expect((await post('/naturepersonobjection/add', { ...form, idNumber: breakCheckDigit(gerenSelf.code) }, tokens.geren)).json.errors).toEqual({
      idNumber: '身份证号码校验位不正确',
    });
    expect((await post('/naturepersonobjection/add', { ...form, idNumber: VALID_ID }, tokens.geren)).json.errors).toEqual({
      idNumber: '只能对本人的信用信息提出异议',
    });
    expect((await post('/naturepersonobjection/add', { ...form, idNumber: '3503021985021' }, tokens.geren)).json.errors).toEqual({
      idNumber: '身份证号码格式不正确',
    });
    expect((await post('/naturepersonobjection/add', form, tokens.qiye)).json.code).toBe(403);
  });
});

describe('error corrections and safety clues (public)', () => {
  const correction = {
    pageUrl: 'https://credit.example.gov.cn/enterprise-detail?id=12',
    content: '企业详情页的法定代表人信息未更新，该企业已于2026年3月变更法定代表人。',
    contactName: '郑晓燕',
    phone: '13805940001',
  };

  it('takes a correction without a login (JC) and finds it by phone', async () => {
    const answer = await post('/correction/add', correction);
    expect(answer.json.data.trackingNo).toMatch(/^JC\d{12}$/);
    const found = await get(`/correction/infoQuery?trackingNo=${answer.json.data.trackingNo}&verifier=13805940001`);
    expect(found.json.data.status).toBe('待受理');
  });

  it('accepts only http and https page addresses', async () => {
    const answer = await post('/correction/add', { ...correction, pageUrl: 'javascript:alert(1)', email: 'not-an-email' });
    expect(answer.json.errors).toEqual({ pageUrl: '纠错页面地址格式不正确', email: '电子邮箱格式不正确' });
  });

  it('links a logged-in visitor’s correction to the account', async () => {
    const before = (await get('/correction/infoPage', tokens.qiye)).json.data.total as number;
    await post('/correction/add', correction, tokens.qiye);
    expect((await get('/correction/infoPage', tokens.qiye)).json.data.total).toBe(before + 1);
  });

  const clue = {
    clueType: '食品',
    targetName: `${DISTRICTS[1]}兴业食品商行`,
    address: `福建省${CITY.name}${DISTRICTS[1]}镇海街道八二一南街56号`,
    description: '该商行货架上有多批次过期的散装糕点仍在销售，生产日期标签被覆盖。',
  };

  it('needs a name and phone from a named reporter, none from an anonymous one', async () => {
    const named = await post('/columnclues/add', { ...clue, anonymous: false });
    expect(named.json.errors).toEqual({ reporterName: '举报人姓名不能为空', phone: '手机号码不能为空' });
    const anonymous = await post('/columnclues/add', { ...clue, anonymous: true });
    expect(anonymous.json.data.trackingNo).toMatch(/^XS\d{12}$/);
    expect(anonymous.json.data.queryCode).toMatch(/^\d{12}$/);
  });

  it('keeps an anonymous clue anonymous: no contact stored, no account link, followed by its 查询码', async () => {
    const answer = await post('/columnclues/add', { ...clue, anonymous: true, reporterName: '林建国', phone: '13805949999' }, tokens.geren);
    const { trackingNo, queryCode } = answer.json.data as { trackingNo: string; queryCode: string };
    const row = server.portal.db.prepare('SELECT user_id, contact_phone, payload FROM submission WHERE tracking_no = ?').get(trackingNo) as {
      user_id: number | null;
      contact_phone: string | null;
      payload: string;
    };
    expect(row.user_id).toBeNull();
    expect(row.contact_phone).toBeNull();
    expect(row.payload).not.toContain('13805949999');
    expect((await get(`/columnclues/infoQuery?trackingNo=${trackingNo}&verifier=13805949999`)).json.code).toBe(4040);
    expect((await get(`/columnclues/infoQuery?trackingNo=${trackingNo}&verifier=${queryCode}`)).json.data.title).toBe(`食品安全线索：${DISTRICTS[1]}兴业食品商行`);
  });
});

describe('credit-shoe city complaints and suggestions', () => {
  it('stores a suggestion of a logged-in visitor with an XC number, and refuses an unknown kind', async () => {
    const form = { kind: '建议', name: '陈丽华', phone: '13805943456', enterpriseName: `${CITY.name}兴业鞋材有限公司`, content: '建议在鞋城服务中心设立信用信息自助查询终端。' };
    const answer = await post('/shoecitycomplaintsuggestions/add', form, tokens.geren);
    expect(answer.json.data.trackingNo).toMatch(/^XC\d{12}$/);
    expect((await post('/shoecitycomplaintsuggestions/add', { ...form, kind: '表扬' }, tokens.geren)).json.errors).toEqual({ kind: '类别的取值无效' });
    expect((await post('/shoecitycomplaintsuggestions/add', form)).json.code).toBe(401);
  });
});

describe('the seeded history', () => {
  it('holds the submissions that the documented infoQuery examples look up', async () => {
    const document = await contractDocument();
    const queries = Object.entries(document.paths ?? {}).filter(([path]) => /\/(creditcomplaints|enterpriselegalpersonobjection|otherlegalpersonobjection|naturepersonobjection|correction|columnclues)\/infoQuery$/.test(path));
    expect(queries).toHaveLength(6);
    for (const [path, item] of queries) {
      const parameters = (item as { get: { parameters: { name: string; example: string }[] } }).get.parameters;
      const query = new URLSearchParams(parameters.map((p): [string, string] => [p.name, p.example]));
      const answer = await server.request(`/api${path}?${query}`);
      expect(answer.json.code, path).toBe(200);
    }
  });

  it('gives the demo accounts submissions in every state, handled ones with a result', () => {
    const rows = server.portal.db
      .prepare(
        `SELECT s.status, count(*) AS n, sum(s.result IS NOT NULL) AS withResult FROM submission s
         JOIN user_account u ON u.id = s.user_id WHERE u.username IN ('qiye', 'geren', 'zuzhi') GROUP BY s.status`,
      )
      .all() as { status: string; n: number; withResult: number }[];
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(byStatus).sort()).toEqual(['受理中', '已办结', '待受理']);
    expect(byStatus['已办结']?.withResult).toBe(byStatus['已办结']?.n);
    expect(byStatus['待受理']?.withResult).toBe(0);
  });

  it('has tracking numbers whose date is the submission day', () => {
    const rows = server.portal.db.prepare('SELECT tracking_no AS no, created_at AS at FROM submission').all() as { no: string; at: string }[];
    for (const row of rows) expect(row.no.slice(2, 10)).toBe(row.at.slice(0, 10).replace(/-/g, ''));
  });
});
