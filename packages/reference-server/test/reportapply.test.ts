import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { REPORT_PROCESSING_MS } from '../src/features/reportapply/store.js';
import { formatCst } from '../src/kernel/time.js';
import { startTestServer, type TestServer } from './helpers.js';

const BASE = '/api/cmpinternetportalfront/creditreportapply';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
/** The server's clock: tests move it to let the back office generate a report. */
let clock = Date.now();
const tokens: Record<string, string> = {};
let expired: string;

const userId = (username: string): number =>
  (server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;
const auth = (username: string): Record<string, string> => ({ Authorization: `Bearer ${tokens[username]}` });
const get = (path: string, username?: string) => server.request(path, username ? { headers: auth(username) } : undefined);
const send = (method: string, path: string, body: unknown, username?: string) =>
  server.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(username ? auth(username) : {}) },
    body: JSON.stringify(body),
  });

interface ApplicationRecord {
  id: string;
  status: string;
  reportNo: string | null;
  expireTime: string | null;
  templateName: string;
}

async function myApplications(username = 'qiye', status?: string): Promise<ApplicationRecord[]> {
  const query = status ? `&status=${encodeURIComponent(status)}` : '';
  return (await get(`${BASE}/page?pageSize=100${query}`, username)).json.data.records as ApplicationRecord[];
}

const enterpriseOf = (username: string) =>
  server.portal.db
    .prepare('SELECT e.id, e.name, e.credit_code AS creditCode FROM enterprise e JOIN user_account u ON u.enterprise_id = e.id WHERE u.username = ?')
    .get(username) as { id: number; name: string; creditCode: string };

/** An application of another enterprise that is not shared with `username`'s. */
const foreignApplication = (username: string): string =>
  (
    server.portal.db
      .prepare(
        `SELECT CAST(a.id AS TEXT) AS id FROM report_application a WHERE a.enterprise_id <> ? AND a.ready_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM report_share s WHERE s.application_id = a.id AND s.target_enterprise_id = ?) ORDER BY a.id LIMIT 1`,
      )
      .get(enterpriseOf(username).id, enterpriseOf(username).id) as { id: string }
  ).id;

const valid = { templateId: '2', purpose: `参加${CITY.name}公共资源交易中心工程项目投标`, contactName: '林建国', contactPhone: '13905941234' };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  for (const username of ['qiye', 'geren', 'zuzhi']) tokens[username] = issueToken(server.portal.db, userId(username), clock, 30 * DAY).token;
  expired = issueToken(server.portal.db, userId('qiye'), clock - 2 * HOUR, HOUR).token;
});
afterAll(() => server.close());

describe('the report templates', () => {
  it('list the standard and the special reports, one page at a time', async () => {
    const all = (await get(`${BASE}/templatePage`)).json.data;
    expect(all.total).toBe(5);
    expect(all.records[0]).toMatchObject({ name: '公共信用信息报告（标准版）', validDays: 90 });
    const second = (await get(`${BASE}/templatePage?pageSize=2&pageNo=2`)).json.data;
    expect(second.records.map((t: { name: string }) => t.name)).toEqual(['专项信用报告（融资）', '专项信用报告（评优评先）']);
    expect((await get(`${BASE}/templatePage?keyword=${encodeURIComponent('招投标')}`)).json.data.total).toBe(1);
  });
});

describe('who may use the applications', () => {
  it('needs a login: 401 without a token, 203 with an expired one', async () => {
    expect((await get(`${BASE}/page`)).json).toEqual({ code: 401, msg: '请先登录' });
    const late = await server.request(`${BASE}/page`, { headers: { Authorization: `Bearer ${expired}` } });
    expect(late.json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
  });

  it('lets only enterprises apply, and organisations read what is shared with them', async () => {
    expect((await get(`${BASE}/page`, 'geren')).json.code).toBe(403);
    expect((await get(`${BASE}/page`, 'zuzhi')).json.code).toBe(403);
    expect((await send('POST', `${BASE}/apply`, valid, 'zuzhi')).json.code).toBe(403);
    expect((await get(`${BASE}/alreadySharePage`, 'zuzhi')).json.code).toBe(200);
    expect((await get(`${BASE}/alreadySharePage`, 'geren')).json.code).toBe(403);
  });
});

describe('my applications', () => {
  it('list the seeded history newest first, in every status', async () => {
    const page = (await get(`${BASE}/page?pageSize=10`, 'qiye')).json.data;
    expect(page.total).toBe(20);
    expect(page.records).toHaveLength(10);
    const all = await myApplications();
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['已申请', '已生成', '已失效']));
    const pending = await myApplications('qiye', '已申请');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((a) => a.reportNo === null && a.expireTime === null)).toBe(true);
    const generated = await myApplications('qiye', '已生成');
    expect(generated.every((a) => /^XYBG\d{14}$/.test(a.reportNo ?? '') && (a.expireTime ?? '') > formatCst(clock))).toBe(true);
  });

  it('store a valid application as 已申请 with a tracking number', async () => {
    const answer = await send('POST', `${BASE}/apply`, valid, 'qiye');
    expect(answer.json.code).toBe(200);
    expect(answer.json.data).toMatchObject({ status: '已申请' });
    expect(answer.json.data.applyNo).toMatch(/^BGSQ\d{14}$/);
    const first = (await myApplications())[0] as ApplicationRecord & { applyNo: string; purpose: string };
    expect(first).toMatchObject({ id: answer.json.data.id, applyNo: answer.json.data.applyNo, status: '已申请', templateName: '专项信用报告（招投标）' });
  });

  it('reject a malformed mobile number and an unknown template', async () => {
    const bad = await send('POST', `${BASE}/apply`, { ...valid, contactPhone: '1390594' }, 'qiye');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 202, errors: { contactPhone: '联系电话格式不正确' } });
    const missing = await send('POST', `${BASE}/apply`, { ...valid, purpose: '' }, 'qiye');
    expect(missing.json.errors).toEqual({ purpose: '用途不能为空' });
    const unknown = await send('POST', `${BASE}/apply`, { ...valid, templateId: '99' }, 'qiye');
    expect(unknown.json).toMatchObject({ code: 202, errors: { templateId: '请选择报告模板' } });
  });

  it('can be changed while 已申请 only, and only by the owner', async () => {
    const pending = (await myApplications('qiye', '已申请'))[0] as ApplicationRecord;
    const changed = await send('PUT', `${BASE}/edit/${pending.id}`, { ...valid, templateId: '3', purpose: `向${CITY.short}农商银行申请流动资金贷款` }, 'qiye');
    expect(changed.json.data).toMatchObject({ id: pending.id, templateName: '专项信用报告（融资）', purpose: `向${CITY.short}农商银行申请流动资金贷款` });
    const generated = (await myApplications('qiye', '已生成'))[0] as ApplicationRecord;
    const late = await send('PUT', `${BASE}/edit/${generated.id}`, valid, 'qiye');
    expect(late.json).toMatchObject({ code: 202, errors: { status: '报告已生成，不能再修改申请' } });
    expect((await send('PUT', `${BASE}/edit/${foreignApplication('qiye')}`, valid, 'qiye')).json.code).toBe(4040);
  });
});

describe('downloading a report', () => {
  it('is generated by the back office after a while, then downloads as a PDF', async () => {
    const answer = await send('POST', `${BASE}/apply`, { ...valid, templateId: '1' }, 'qiye');
    const id = answer.json.data.id as string;
    const early = await get(`${BASE}/downloadReport?id=${id}`, 'qiye');
    expect(early.json).toEqual({ code: 4040, msg: '信用报告尚未生成，请稍后下载' });
    clock += REPORT_PROCESSING_MS + 60_000;
    const ready = (await myApplications()).find((a) => a.id === id) as ApplicationRecord;
    expect(ready.status).toBe('已生成');
    const response = await fetch(`${server.url}${BASE}/downloadReport?id=${id}`, { headers: auth('qiye') });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const name = `${enterpriseOf('qiye').name}公共信用信息报告（标准版）.pdf`;
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(ready.reportNo as string);
  }, 30_000);

  it('takes the token as the access_token query parameter too', async () => {
    const generated = (await myApplications('qiye', '已生成'))[0] as ApplicationRecord;
    const response = await fetch(`${server.url}${BASE}/downloadReport?id=${generated.id}&access_token=${tokens.qiye}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  }, 30_000);

  it('answers 4040 for an expired report and for another enterprise’s', async () => {
    const old = (await myApplications('qiye', '已失效'))[0] as ApplicationRecord;
    expect((await get(`${BASE}/downloadReport?id=${old.id}`, 'qiye')).json).toEqual({ code: 4040, msg: '信用报告已失效，请重新申请' });
    expect((await get(`${BASE}/downloadReport?id=${foreignApplication('qiye')}`, 'qiye')).json.code).toBe(4040);
    expect((await get(`${BASE}/downloadReport?id=99999`, 'qiye')).json.code).toBe(4040);
  });
});

describe('sharing a report', () => {
  it('shares with an organisation, which then sees and downloads it until the share stops', async () => {
    const report = (await myApplications('qiye', '已生成'))[0] as ApplicationRecord;
    const organisation = enterpriseOf('zuzhi');
    const until = (report.expireTime as string).slice(0, 10);
    const shared = await send('POST', `${BASE}/share/${report.id}`, { creditCode: organisation.creditCode, validUntil: until }, 'qiye');
    expect(shared.json.data).toMatchObject({ applicationId: report.id, targetName: organisation.name, status: '共享中', validUntil: until });
    const users = (await get(`${BASE}/shareUserList?id=${report.id}`, 'qiye')).json.data;
    expect(users.map((s: { targetCreditCode: string }) => s.targetCreditCode)).toContain(organisation.creditCode);
    const mine = (await get(`${BASE}/sharePage`, 'qiye')).json.data.records;
    expect(mine[0].id).toBe(shared.json.data.id);

    const received = (await get(`${BASE}/alreadySharePage`, 'zuzhi')).json.data.records;
    expect(received[0]).toMatchObject({ applicationId: report.id, ownerName: enterpriseOf('qiye').name, status: '共享中' });
    const download = await fetch(`${server.url}${BASE}/downloadReport?id=${report.id}`, { headers: auth('zuzhi') });
    expect(download.headers.get('content-type')).toBe('application/pdf');

    const stopped = await send('POST', `${BASE}/stopShare/${shared.json.data.id}`, {}, 'qiye');
    expect(stopped.json.data).toMatchObject({ status: '已停止' });
    expect((await get(`${BASE}/downloadReport?id=${report.id}`, 'zuzhi')).json.code).toBe(4040);
    expect((await send('POST', `${BASE}/stopShare/${shared.json.data.id}`, {}, 'zuzhi')).json.code).toBe(403);
  }, 30_000);

  it('checks the code, the organisation and the period', async () => {
    const report = (await myApplications('qiye', '已生成'))[0] as ApplicationRecord;
    const code = enterpriseOf('zuzhi').creditCode;
    const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    const base = { validUntil: formatCst(clock + DAY).slice(0, 10) };
    expect((await send('POST', `${BASE}/share/${report.id}`, { ...base, creditCode: wrong }, 'qiye')).json.errors).toEqual({ creditCode: '统一社会信用代码校验位不正确' });
    expect((await send('POST', `${BASE}/share/${report.id}`, { ...base, creditCode: enterpriseOf('qiye').creditCode }, 'qiye')).json.errors).toEqual({ creditCode: '不能共享给本单位' });
    expect((await send('POST', `${BASE}/share/${report.id}`, { ...base, creditCode: '91350100M000100Y43' }, 'qiye')).json.errors.creditCode).toBe('未找到该统一社会信用代码对应的单位');
    const beyond = await send('POST', `${BASE}/share/${report.id}`, { creditCode: code, validUntil: '2099-01-01' }, 'qiye');
    expect(beyond.json.errors.validUntil).toMatch(/^共享截止日期须在.+之间$/);
    const bad = await send('POST', `${BASE}/share/${report.id}`, { creditCode: code, validUntil: '2026-1-1' }, 'qiye');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ validUntil: '共享截止日期格式不正确' });
    const pending = (await myApplications('qiye', '已申请'))[0] as ApplicationRecord;
    expect((await send('POST', `${BASE}/share/${pending.id}`, { ...base, creditCode: code }, 'qiye')).json.errors).toEqual({ id: '只有已生成且在有效期内的报告可以共享' });
  });

  it('lists the reports others shared with the demo enterprise, downloadable while shared', async () => {
    const received = (await get(`${BASE}/alreadySharePage?status=${encodeURIComponent('共享中')}`, 'qiye')).json.data;
    expect(received.total).toBeGreaterThan(0);
    const first = received.records[0];
    expect(first.ownerName).not.toBe(enterpriseOf('qiye').name);
    const response = await fetch(`${server.url}${BASE}/downloadReport?id=${first.applicationId}`, { headers: auth('qiye') });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await get(`${BASE}/shareUserList?id=${first.applicationId}`, 'qiye')).json.code).toBe(4040);
  }, 30_000);
});

describe('deleting an application', () => {
  it('removes my application with its shares, and refuses anyone else’s', async () => {
    const report = (await myApplications('qiye', '已生成'))[0] as ApplicationRecord;
    await send('POST', `${BASE}/share/${report.id}`, { creditCode: enterpriseOf('zuzhi').creditCode, validUntil: formatCst(clock + DAY).slice(0, 10) }, 'qiye');
    const removed = await server.request(`${BASE}/delete/${report.id}`, { method: 'DELETE', headers: auth('qiye') });
    expect(removed.json).toEqual({ code: 200, msg: '操作成功', data: true });
    expect((await myApplications()).some((a) => a.id === report.id)).toBe(false);
    const received = (await get(`${BASE}/alreadySharePage?pageSize=100`, 'zuzhi')).json.data.records;
    expect(received.some((s: { applicationId: string }) => s.applicationId === report.id)).toBe(false);
    const theirs = await server.request(`${BASE}/delete/${foreignApplication('qiye')}`, { method: 'DELETE', headers: auth('qiye') });
    expect(theirs.json.code).toBe(4040);
  });
});
