import { CITY } from '../src/seed/city.js';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { writeXlsx } from '../src/features/points/xlsx.js';
import { readXlsx } from '../src/features/repairprogram/spreadsheet.js';
import { serverForFile, type TestServer } from './helpers.js';

const P = '/api/repairprogram';
const FRONT = '/api/cmpinternetportalfront/creditrepair';
const APPLY = '/api/cmpinternetportaladmin/creditrepair/apply';
const MINUTE = 60 * 1000;
const PASSWORD = 'Xiufu@2026';

/** The server's clock: tests move it past the lock-out and the idle expiry. */
let clock = Date.now();
const file = serverForFile({ now: () => clock, captchaCode: 'K7P3' });
const server = (): TestServer => file.server;

const bearer = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const get = (path: string, token?: string) => server().request(path, { headers: bearer(token) });
const post = (path: string, body: unknown, token?: string) =>
  server().request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(token) }, body: JSON.stringify(body) });
const upload = (path: string, name: string, content: string | Uint8Array, token?: string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return server().request(path, { method: 'POST', headers: bearer(token), body: form });
};

/** A visitor's token valid at the server's (moved) clock. */
const visitorToken = (username: string): string => issueToken(server().portal.db, file.accounts.userId(username), clock, 60 * MINUTE).token;

async function captcha(): Promise<string> {
  return (await get('/api/graphic/captcha')).json.data.token as string;
}

async function login(account: string, password = PASSWORD, code = 'K7P3') {
  return post(`${P}/auth/login`, { account, password, captchaToken: await captcha(), code });
}

async function operatorToken(account = 'xfcz01'): Promise<string> {
  const answer = await login(account);
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.access_token as string;
}

interface PenaltyRow {
  id: number;
  creditCode: string;
  documentNo: string;
  resourceId: string;
  name: string;
}

/** A publicised penalty of an enterprise other than the demo account's. */
const publicisedPenalty = (skip = 0): PenaltyRow =>
  server().portal.db
    .prepare(
      `SELECT p.id, e.credit_code AS creditCode, p.document_no AS documentNo, p.resource_id AS resourceId, e.name
         FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id
        WHERE p.publicity_ended_at IS NULL AND p.enterprise_id <> (SELECT enterprise_id FROM user_account WHERE username = 'qiye')
          AND NOT EXISTS (SELECT 1 FROM repair_application a WHERE a.record_id = p.id)
        ORDER BY p.id DESC LIMIT 1 OFFSET ?`,
    )
    .get(skip) as PenaltyRow;

const punishListHas = async (row: PenaltyRow): Promise<boolean> => {
  const list = await get(`/api/cmpinternetportalfront/doublepublicity/getPunishList?pageSize=100&keyword=${encodeURIComponent(row.documentNo)}`);
  return (list.json.data.columnShowList.records as { id: string }[]).some((r) => r.id === String(row.id));
};
const archiveHas = async (row: PenaltyRow): Promise<boolean> => {
  const list = await get(`/api/cmpinternetportalfront/doublepublicity/getPunishListTyshxydm?pageSize=100&tyshxydm=${row.creditCode}`);
  return (list.json.data.columnShowList.records as { id: string }[]).some((r) => r.id === String(row.id));
};
const reportHas = async (row: PenaltyRow): Promise<boolean> => {
  const report = await get(`/api/cmpinternetportalfront/archives/search/getFormatCreditReportData?creditCode=${row.creditCode}`);
  const section = (report.json.data.sections as { key: string; records: { documentNo?: string }[] }[]).find((s) => s.key === 'penalties');
  return Boolean(section?.records.some((r) => r.documentNo === row.documentNo));
};
const detailCode = async (row: PenaltyRow): Promise<number> =>
  (await get(`/api/cmpinternetportalfront/doublepublicity/detail?dataId=${row.id}&type=2&resourceId=${row.resourceId}`)).json.code as number;

describe('the operator login of the credit-repair program', () => {
  it('refuses a wrong captcha on the code field', async () => {
    const answer = await login('xfcz02', PASSWORD, 'ZZZZ');
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors.code).toBe('验证码错误或已过期');
  });

  it('says how many tries are left, locks the account after 5 wrong passwords, and lets it in 15 minutes later', async () => {
    const first = await login('xfsh01', 'wrong-password');
    expect(first.json.errors.password).toBe('账号或密码错误，还可尝试4次');
    for (let i = 0; i < 3; i++) await login('xfsh01', 'wrong-password');
    const fifth = await login('xfsh01', 'wrong-password');
    expect(fifth.json.errors.account).toContain('账号已锁定');
    // Locked: even the right password is refused.
    const locked = await login('xfsh01');
    expect(locked.json.code).toBe(202);
    expect(locked.json.errors.account).toMatch(/账号已锁定，请\d+分钟后再试/);
    clock += 16 * MINUTE;
    const after = await login('xfsh01');
    expect(after.json.code).toBe(200);
    expect(after.json.data.operator).toEqual({ account: 'xfsh01', name: '林海燕', organ: `${CITY.name}发展和改革委员会信用科` });
  });

  it('locks for 15 minutes from the fifth wrong password, not from the first of the window', async () => {
    const LOCKED_15 = '密码连续错误5次，账号已锁定，请15分钟后再试';
    const t0 = clock;
    expect((await login('xfcz02', 'wrong-password')).json.errors.password).toBe('账号或密码错误，还可尝试4次');
    clock = t0 + 14 * MINUTE + 31_000;
    for (let i = 0; i < 3; i++) await login('xfcz02', 'wrong-password');
    const fifth = await login('xfcz02', 'wrong-password');
    expect(fifth.json).toEqual({ code: 202, msg: LOCKED_15, errors: { account: LOCKED_15 } });
    // 15:04 after the first failure, 33 seconds after the fifth: still locked, 15 minutes from the fifth.
    clock = t0 + 15 * MINUTE + 4_000;
    const early = await login('xfcz02');
    expect(early.json).toEqual({ code: 202, msg: LOCKED_15, errors: { account: LOCKED_15 } });
    clock = t0 + 29 * MINUTE + 30_000;
    expect((await login('xfcz02')).json.errors.account).toBe('密码连续错误5次，账号已锁定，请1分钟后再试');
    // 15 minutes after the fifth failure the lock is over, and the window starts afresh.
    clock = t0 + 14 * MINUTE + 31_000 + 15 * MINUTE;
    const after = await login('xfcz02');
    expect(after.json.code).toBe(200);
    expect(after.json.data.operator.account).toBe('xfcz02');
  });

  it('counts exactly 5 of 30 parallel wrong passwords, whatever the address, the case or the spaces around the account', async () => {
    const account = 'xfsh01';
    const tries = await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        server().request(`${P}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.${i}.1` },
          body: JSON.stringify({ account: i % 2 ? ` ${account}\t` : account, password: 'wrong-password', captchaToken: await captcha(), code: 'K7P3' }),
        }),
      ),
    );
    const messages = tries.map((answer) => answer.json.errors?.password ?? answer.json.errors?.account);
    expect(messages.filter((m) => /还可尝试/.test(m))).toHaveLength(4);
    expect(messages.filter((m) => m === '密码连续错误5次，账号已锁定，请15分钟后再试')).toHaveLength(26);
    expect((server().portal.db.prepare('SELECT count(*) AS n FROM repair_login_failure WHERE account = ?').get(account) as { n: number }).n).toBe(5);
    // Another spelling is another account, which does not exist: it opens nothing.
    expect((await login(account.toUpperCase())).json.errors.password).toMatch(/账号或密码错误/);
    expect((await login(` ${account} `)).json.errors.account).toMatch(/账号已锁定/);
    clock += 15 * MINUTE;
    expect((await login(account)).json.code).toBe(200);
  });

  it('refuses a body without a password with the field named', async () => {
    const answer = await post(`${P}/auth/login`, { account: 'xfcz01', captchaToken: await captcha(), code: 'K7P3' });
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors.password).toEqual(expect.any(String));
  });

  it('ends the session after 30 minutes without a call and at logout', async () => {
    const token = await operatorToken();
    expect((await get(`${P}/auth/operator`, token)).json.data.name).toBe('陈丽娟');
    clock += 29 * MINUTE;
    expect((await get(`${P}/auth/operator`, token)).json.code).toBe(200);
    clock += 31 * MINUTE;
    expect((await get(`${P}/auth/operator`, token)).json.code).toBe(203);
    const other = await operatorToken();
    expect((await post(`${P}/auth/logout`, undefined, other)).json.data).toBe(true);
    expect((await get(`${P}/auth/operator`, other)).json.code).toBe(203);
  });

  it("keeps the two sessions apart: a visitor's token cannot call the program, nor an operator's the visitors' operations", async () => {
    const visitor = visitorToken('qiye');
    const operator = await operatorToken();
    expect((await get(`${P}/overview`, visitor)).json.code).toBe(401);
    expect((await get(`${P}/overview`)).json.code).toBe(401);
    expect((await post(`${P}/records/penalty/1/cancel`, { basis: '提交信用报告', reason: '越权调用测试原因' }, visitor)).json.code).toBe(401);
    expect((await get(`${FRONT}/myRecords`, operator)).json.code).toBe(401);
    expect((await get(`${FRONT}/myApplications`, operator)).json.code).toBe(401);
    expect((await get('/api/base/account/account/getCurrenUser', operator)).json.code).toBe(401);
  });
});

describe('finding and cancelling one record', () => {
  it('finds a penalty by its credit code, name or decision number, with its full detail', async () => {
    const token = await operatorToken();
    const row = publicisedPenalty();
    for (const keyword of [row.creditCode, row.documentNo, row.name]) {
      const found = await get(`${P}/records/search?kind=penalty&pageSize=100&keyword=${encodeURIComponent(keyword)}`, token);
      expect(found.json.code).toBe(200);
      expect((found.json.data.records as { id: string }[]).map((r) => r.id)).toContain(String(row.id));
    }
    const detail = await get(`${P}/records/penalty/${row.id}`, token);
    expect(detail.json.data.publicityStatus).toBe('公示中');
    expect(detail.json.data.facts).toContainEqual({ label: '处罚决定书文号', value: row.documentNo });
  });

  it('refuses a one-character keyword, an unknown kind and an unknown record', async () => {
    const token = await operatorToken();
    const short = await get(`${P}/records/search?keyword=a`, token);
    expect(short.json.code).toBe(202);
    expect(short.json.errors.keyword).toEqual(expect.any(String));
    expect((await get(`${P}/records/search?keyword=${CITY.short}&kind=permit`, token)).json.errors.kind).toEqual(expect.any(String));
    expect((await get(`${P}/records/penalty/999999999`, token)).json.code).toBe(4040);
    expect((await get(`${P}/records/penalty/1x`, token)).json.code).toBe(4040);
  });

  it('takes the record off the public list, the archive and the credit report at once, logs it, and can restore it', async () => {
    const token = await operatorToken();
    const row = publicisedPenalty();
    expect(await punishListHas(row)).toBe(true);
    expect(await archiveHas(row)).toBe(true);
    const attachment = await upload(`${P}/attachment/upload`, '罚款缴纳凭证.pdf', '%PDF-1.4 test', token);
    expect(attachment.json.code).toBe(200);
    const cancelled = await post(
      `${P}/records/penalty/${row.id}/cancel`,
      { basis: '履行处罚决定并作出信用承诺', reason: '当事人已缴清罚款并提交信用承诺书', fileIds: [attachment.json.data.id] },
      token,
    );
    expect(cancelled.json.code).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: '已撤销公示', source: '单条撤销', operator: '陈丽娟（xfcz01）', documentNo: row.documentNo });
    expect(cancelled.json.data.attachments).toEqual([expect.objectContaining({ name: '罚款缴纳凭证.pdf' })]);
    expect(await punishListHas(row)).toBe(false);
    expect(await archiveHas(row)).toBe(false);
    expect(await reportHas(row)).toBe(false);
    expect(await detailCode(row)).toBe(4040);

    const again = await post(`${P}/records/penalty/${row.id}/cancel`, { basis: '提交信用报告', reason: '重复撤销的测试原因' }, token);
    expect(again.json.errors.record).toBe('该记录已撤销公示，无需重复撤销');

    const log = await get(`${P}/cancellations?keyword=${encodeURIComponent(row.documentNo)}`, token);
    expect(log.json.data.records[0]).toMatchObject({ id: cancelled.json.data.id, basis: '履行处罚决定并作出信用承诺' });
    const overview = await get(`${P}/overview`, token);
    expect(overview.json.data.recentActions[0]).toMatchObject({ action: '撤销公示', target: row.documentNo });

    const restored = await post(`${P}/cancellations/${cancelled.json.data.id}/restore`, { reason: '处罚机关来函要求恢复公示' }, token);
    expect(restored.json.data).toMatchObject({ status: '已恢复公示', revokeOperator: '陈丽娟（xfcz01）' });
    expect(await punishListHas(row)).toBe(true);
    const twice = await post(`${P}/cancellations/${cancelled.json.data.id}/restore`, { reason: '处罚机关来函要求恢复公示' }, token);
    expect(twice.json.errors.cancellation).toBe('该记录已恢复公示');
  });

  it('refuses a basis not in the list, a short reason and an attachment that is not the operator\'s own', async () => {
    const token = await operatorToken();
    const row = publicisedPenalty();
    const path = `${P}/records/penalty/${row.id}/cancel`;
    expect((await post(path, { basis: '领导同意', reason: '当事人已缴清罚款' }, token)).json.errors.basis).toEqual(expect.any(String));
    expect((await post(path, { basis: '提交信用报告', reason: '短' }, token)).json.errors.reason).toEqual(expect.any(String));
    const foreign = await post(path, { basis: '提交信用报告', reason: '当事人已缴清罚款', fileIds: [file.accounts.files.qiye] }, token);
    expect(foreign.json.errors.fileIds).toBe('附件须为本账号上传的文件，请重新上传');
    expect(await punishListHas(row)).toBe(true);
  });

  it('takes a dishonest debtor off the dishonest list and its detail', async () => {
    const token = await operatorToken('xfcz02');
    const debtor = server().portal.db
      .prepare('SELECT id, case_no AS caseNo FROM dishonest_debtor WHERE publicity_ended_at IS NULL AND subject_type = 2 ORDER BY id DESC LIMIT 1')
      .get() as { id: number; caseNo: string };
    const listed = async () =>
      ((await get(`/api/cmpinternetportalfront/mistrustperson/page?keyword=${encodeURIComponent(debtor.caseNo)}`)).json.data.records as { id: string }[]).length;
    expect(await listed()).toBe(1);
    const done = await post(`${P}/records/dishonest/${debtor.id}/cancel`, { basis: '履行处罚决定并作出信用承诺', reason: '被执行人已履行生效法律文书确定的义务' }, token);
    expect(done.json.code).toBe(200);
    expect(await listed()).toBe(0);
    expect((await get(`/api/cmpinternetportalfront/mistrustperson/detail/${debtor.id}`)).json.code).toBe(4040);
  });
});

describe('batch cancellation', () => {
  it('checks every row of a CSV before anything changes, then cancels the found ones with a result per row', async () => {
    const token = await operatorToken();
    const a = publicisedPenalty(2);
    const b = publicisedPenalty(3);
    const csv = [
      '记录类型,统一社会信用代码,决定文书号/案号',
      `行政处罚,${a.creditCode},${a.documentNo}`,
      `行政处罚,${b.creditCode},"${b.documentNo}"`,
      `行政处罚,${a.creditCode},${CITY.abbreviation}不存在罚〔2026〕1号`,
      `行政处罚,91350300MA2XN5Q71X,${CITY.abbreviation}某罚〔2026〕2号`,
      `行政许可,${a.creditCode},${a.documentNo}`,
      `行政处罚,${a.creditCode},${a.documentNo}`,
    ].join('\r\n');
    const checked = await upload(`${P}/batch/check`, '撤销清单.csv', `\uFEFF${csv}`, token);
    expect(checked.json.code).toBe(200);
    expect((checked.json.data.rows as { status: string }[]).map((r) => r.status)).toEqual(['found', 'found', 'notFound', 'invalid', 'invalid', 'invalid']);
    expect(checked.json.data.rows[5].message).toBe('与第2行重复');
    expect(await punishListHas(a)).toBe(true);

    // Row b is cancelled by someone else between the check and the confirmation.
    await post(`${P}/records/penalty/${b.id}/cancel`, { basis: '提交信用报告', reason: '单条撤销先于批量确认' }, token);
    const batchNo = checked.json.data.batchNo as string;
    const confirmed = await post(`${P}/batch/${batchNo}/confirm`, { basis: '最短公示期届满', reason: '最短公示期已满，批量撤销公示' }, token);
    expect(confirmed.json.code).toBe(200);
    expect((confirmed.json.data.rows as { result: string }[]).map((r) => r.result)).toEqual([
      '已撤销公示',
      '未处理：检查后已被撤销公示',
      expect.stringMatching(/^未处理：未找到/),
      expect.stringMatching(/^未处理：统一社会信用代码/),
      expect.stringMatching(/^未处理：记录类型/),
      '未处理：与第2行重复',
    ]);
    expect(await punishListHas(a)).toBe(false);
    const log = await get(`${P}/cancellations?source=${encodeURIComponent('批量撤销')}&keyword=${encodeURIComponent(a.documentNo)}`, token);
    expect(log.json.data.records[0]).toMatchObject({ batchNo, basis: '最短公示期届满' });

    expect((await post(`${P}/batch/${batchNo}/confirm`, { basis: '最短公示期届满', reason: '再次确认同一批次' }, token)).json.errors.batch).toBe('该批次已确认，请重新上传');
    const other = await operatorToken('xfcz02');
    expect((await post(`${P}/batch/${batchNo}/confirm`, { basis: '最短公示期届满', reason: '他人批次的确认' }, other)).json.code).toBe(4040);
  });

  it('reads the downloadable template filled in as .xlsx, and refuses other files', async () => {
    const token = await operatorToken();
    const template = await fetch(`${server().url}${P}/batch/template`);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    expect(readXlsx(new Uint8Array(await template.arrayBuffer()))?.[0]).toEqual(['记录类型', '统一社会信用代码', '决定文书号/案号']);
    const row = publicisedPenalty(5);
    const workbook = writeXlsx([{ name: '撤销公示清单', widths: [10, 10, 10], rows: [['记录类型', '统一社会信用代码', '决定文书号/案号'], ['行政处罚', row.creditCode, row.documentNo]] }]);
    const checked = await upload(`${P}/batch/check`, 'list.xlsx', workbook, token);
    expect(checked.json.data.rows).toEqual([expect.objectContaining({ status: 'found', recordId: String(row.id), subjectName: row.name })]);
    expect((await upload(`${P}/batch/check`, 'list.txt', 'abc', token)).json.errors.file).toBe('仅支持 xlsx 或 csv 格式的文件，请使用下载的模板');
    expect((await upload(`${P}/batch/check`, 'list.csv', '记录类型,统一社会信用代码,决定文书号/案号\r\n', token)).json.errors.file).toBe('文件中没有记录，请从第2行起填写');
    expect((await upload(`${P}/batch/check`, 'list.xlsx', 'not a zip', token)).json.errors.file).toBe('文件无法读取，请使用下载的模板重新填写');
  });
});

describe('the cancellation log', () => {
  it('filters by operator and date, refuses a bad date, and exports the same rows as CSV', async () => {
    const token = await operatorToken();
    const mine = await get(`${P}/cancellations?operator=xfcz02&pageSize=100`, token);
    expect((mine.json.data.records as { operator: string }[]).every((r) => r.operator === '黄志明（xfcz02）')).toBe(true);
    expect(mine.json.data.total).toBeGreaterThan(0);
    expect((await get(`${P}/cancellations?dateFrom=2026-13-01`, token)).json.errors.dateFrom).toEqual(expect.any(String));
    const exported = await server().request(`${P}/cancellations/export?operator=xfcz02`, { headers: bearer(token) });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const lines = exported.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('撤销编号,记录类型,主体名称');
    expect(lines).toHaveLength(mine.json.data.total + 1);
    expect((await server().request(`${P}/cancellations/export`)).json.code).toBe(401);
  });
});

describe("an enterprise's online repair application", () => {
  it('lets the enterprise apply for its own record with a signed commitment and proof, and the operator accept it', async () => {
    const visitor = visitorToken('qiye');
    const records = await get(`${FRONT}/myRecords`, visitor);
    expect(records.json.code).toBe(200);
    const record = records.json.data[0] as { recordId: string; documentNo: string };
    expect(record).toBeDefined();
    const form = { recordId: record.recordId, contactName: '林建国', contactPhone: '13905941234', statement: '已缴清罚款并完成整改，建立了质量管理制度。', commitmentSigned: true, fileIds: [file.accounts.files.qiye] };
    const receipt = await post(APPLY, form, visitor);
    expect(receipt.json.code).toBe(200);
    expect(receipt.json.data.applyNo).toMatch(/^XYXF\d{12}$/);
    const twice = await post(APPLY, form, visitor);
    expect(twice.json.errors.recordId).toContain('已有待审核的修复申请');

    const operator = await operatorToken();
    const pending = await get(`${P}/applications?status=${encodeURIComponent('待审核')}&pageSize=100`, operator);
    const application = (pending.json.data.records as { id: string; applyNo: string; contactPhone: string }[]).find((a) => a.applyNo === receipt.json.data.applyNo);
    expect(application?.contactPhone).toBe('13905941234');
    const accepted = await post(`${P}/applications/${application?.id}/decide`, { decision: 'accept', reason: '材料齐全，准予信用修复' }, operator);
    expect(accepted.json.data).toMatchObject({ status: '已通过', decisionOperator: '陈丽娟（xfcz01）' });
    expect((await post(`${P}/applications/${application?.id}/decide`, { decision: 'reject', reason: '重复审核的测试原因' }, operator)).json.errors.application).toBe('该申请已审核，不能重复处理');

    const mine = await get(`${FRONT}/myApplications`, visitor);
    expect(mine.json.data.records[0]).toMatchObject({ applyNo: receipt.json.data.applyNo, status: '已通过', decisionReason: '材料齐全，准予信用修复', contactPhone: '139****1234' });
    expect(((await get(`${FRONT}/myRecords`, visitor)).json.data as { recordId: string }[]).map((r) => r.recordId)).not.toContain(record.recordId);
    const log = await get(`${P}/cancellations?source=${encodeURIComponent('修复申请')}`, operator);
    expect(log.json.data.records[0]).toMatchObject({ applicationNo: receipt.json.data.applyNo, documentNo: record.documentNo });
  });

  it("refuses another enterprise's record, an unsigned commitment, someone else's file and a bad phone, each on its field", async () => {
    const visitor = visitorToken('qiye');
    const foreign = publicisedPenalty();
    const answer = await post(APPLY, { recordId: String(foreign.id), contactName: '林建国', contactPhone: '13905941234', statement: '已缴清罚款并完成整改工作。', commitmentSigned: false, fileIds: [file.accounts.files.zuzhi] }, visitor);
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors).toMatchObject({
      recordId: '请选择本企业正在公示的行政处罚记录',
      commitmentSigned: '请阅读并签署信用修复承诺书',
      fileIds: '证明材料须为本账号上传的文件，请重新上传',
    });
    const phone = await post(APPLY, { recordId: String(foreign.id), contactName: '林建国', contactPhone: '1234', statement: '已缴清罚款并完成整改工作。', commitmentSigned: true, fileIds: [file.accounts.files.qiye] }, visitor);
    expect(phone.json.errors.contactPhone).toEqual(expect.any(String));
  });

  it("is for legal persons' accounts only, and an operator rejects with a reason the applicant reads", async () => {
    expect((await get(`${FRONT}/myRecords`, visitorToken('geren'))).json.code).toBe(403);
    expect((await get(`${FRONT}/myRecords`)).json.code).toBe(401);
    const visitor = visitorToken('qiye');
    const record = ((await get(`${FRONT}/myRecords`, visitor)).json.data as { recordId: string; applicationStatus: string | null }[]).find((r) => r.applicationStatus === null);
    const receipt = await post(APPLY, { recordId: record?.recordId, contactName: '林建国', contactPhone: '13905941234', statement: '已缴清罚款并完成整改工作。', commitmentSigned: true, fileIds: [file.accounts.files.qiye] }, visitor);
    const operator = await operatorToken();
    const rejected = await post(`${P}/applications/${receipt.json.data.id}/decide`, { decision: 'reject', reason: '未提供罚款缴纳凭证，请补充' }, operator);
    expect(rejected.json.data.status).toBe('已驳回');
    expect((await post(`${P}/applications/${receipt.json.data.id}/decide`, { decision: 'maybe', reason: '未提供罚款缴纳凭证' }, operator)).json.errors.decision).toEqual(expect.any(String));
    const mine = (await get(`${FRONT}/myApplications`, visitor)).json.data.records as { applyNo: string; status: string; decisionReason: string }[];
    expect(mine.find((a) => a.applyNo === receipt.json.data.applyNo)).toMatchObject({ status: '已驳回', decisionReason: '未提供罚款缴纳凭证，请补充' });
    expect(((await get(`${FRONT}/myRecords`, visitor)).json.data as { recordId: string }[]).map((r) => r.recordId)).toContain(record?.recordId);
  });
});
