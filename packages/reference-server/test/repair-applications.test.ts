import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.js';
import { features } from '../src/features/index.js';
import { issueToken } from '../src/features/accounts/session.js';
import { serverForFile, type TestServer } from './helpers.js';

// The operators' list of credit-repair applications (status filter, search, paging, CSV export), each
// application's history, and which penalties the public pages offer 申请信用修复 on (PenaltyRecord.repairable).

const P = '/api/repairprogram';
const FRONT = '/api/cmpinternetportalfront/creditrepair';
const APPLY = '/api/cmpinternetportaladmin/creditrepair/apply';
const MINUTE = 60 * 1000;

let clock = Date.now();
const file = serverForFile({ now: () => clock, captchaCode: 'K7P3' });
const server = (): TestServer => file.server;

const bearer = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const get = (address: string, token?: string) => server().request(address, { headers: bearer(token) });
const post = (address: string, body: unknown, token?: string) =>
  server().request(address, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(token) }, body: JSON.stringify(body) });
const visitorToken = (username: string): string => issueToken(server().portal.db, file.accounts.userId(username), clock, 60 * MINUTE).token;

async function operatorToken(account = 'xfcz01'): Promise<string> {
  const captcha = (await get('/api/graphic/captcha')).json.data.token as string;
  const answer = await post(`${P}/auth/login`, { account, password: 'Xiufu@2026', captchaToken: captcha, code: 'K7P3' });
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.access_token as string;
}

interface Application {
  id: string;
  applyNo: string;
  status: string;
  subjectName: string;
  contactName: string;
  documentNo: string;
  applyTime: string;
  decisionTime: string | null;
}
interface Event {
  actor: string;
  role: string;
  action: string;
  status: string;
  note: string;
  time: string;
}

const list = async (query: string, token: string) => {
  const answer = await get(`${P}/applications?${query}`, token);
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as { records: Application[]; total: number; size: number; current: number };
};

/** qiye's first publicised penalty without a pending application, applied for now. */
async function applyForOne(statement = '已缴清罚款并完成整改，建立了质量管理制度。') {
  const visitor = visitorToken('qiye');
  const records = (await get(`${FRONT}/myRecords`, visitor)).json.data as { recordId: string; documentNo: string; applicationStatus: string | null }[];
  const record = records.find((r) => r.applicationStatus !== '待审核');
  expect(record).toBeDefined();
  const receipt = await post(
    APPLY,
    { recordId: record?.recordId, contactName: '林建国', contactPhone: '13905941234', statement, commitmentSigned: true, fileIds: [file.accounts.files.qiye] },
    visitor,
  );
  expect(receipt.json.code, JSON.stringify(receipt.json)).toBe(200);
  return { record: record as { recordId: string; documentNo: string }, receipt: receipt.json.data as { id: string; applyNo: string } };
}

describe("the operators' list of repair applications", () => {
  it('lists pending and decided applications alike, pending first and oldest first, and filters by status', async () => {
    const token = await operatorToken();
    const all = await list('pageSize=100', token);
    const statuses = new Set(all.records.map((a) => a.status));
    expect(statuses).toEqual(new Set(['待审核', '已通过', '已驳回']));
    const firstDecided = all.records.findIndex((a) => a.status !== '待审核');
    expect(all.records.slice(firstDecided).every((a) => a.status !== '待审核')).toBe(true);
    const pendingTimes = all.records.slice(0, firstDecided).map((a) => a.applyTime);
    expect(pendingTimes).toEqual([...pendingTimes].sort());

    const rejected = await list(`status=${encodeURIComponent('已驳回')}&pageSize=100`, token);
    expect(rejected.total).toBeGreaterThan(0);
    expect(rejected.records.every((a) => a.status === '已驳回')).toBe(true);
    const pending = await list(`status=${encodeURIComponent('待审核')}&pageSize=100`, token);
    const accepted = await list(`status=${encodeURIComponent('已通过')}&pageSize=100`, token);
    expect(pending.total + accepted.total + rejected.total).toBe(all.total);
    expect((await get(`${P}/applications?status=done`, token)).json.errors.status).toEqual(expect.any(String));
  });

  it('finds an application by its number, the applicant, its contact or the record, with every word', async () => {
    const token = await operatorToken();
    const { records } = await list('pageSize=100', token);
    const target = records[records.length - 1] as Application;
    const by = async (keyword: string) => (await list(`keyword=${encodeURIComponent(keyword)}&pageSize=100`, token)).records.map((a) => a.applyNo);
    expect(await by(target.applyNo)).toEqual([target.applyNo]);
    expect(await by(target.documentNo)).toContain(target.applyNo);
    expect(await by(target.subjectName)).toContain(target.applyNo);
    expect(await by(target.contactName)).toContain(target.applyNo);
    // Every word must match: the number and another subject's name find nothing.
    const other = records.find((a) => a.subjectName !== target.subjectName) as Application;
    expect(await by(`${target.applyNo} ${other.subjectName}`)).toEqual([]);
    // LIKE's wildcards are words like any other.
    expect(await by('%')).toEqual([]);
    // The filter and the search together.
    const found = await list(`keyword=${encodeURIComponent(target.subjectName)}&status=${encodeURIComponent(target.status)}`, token);
    expect(found.records.every((a) => a.status === target.status && a.subjectName === target.subjectName)).toBe(true);
    expect((await get(`${P}/applications?keyword=${'华'.repeat(101)}`, token)).json.errors.keyword).toEqual(expect.any(String));
  });

  it('pages the list: pages in order without overlap, the true total past the last, and at most 100 a page', async () => {
    const token = await operatorToken();
    const all = await list('pageSize=100', token);
    expect(all.total).toBeGreaterThan(3);
    const first = await list('pageSize=2&pageNo=1', token);
    const second = await list('pageSize=2&pageNo=2', token);
    expect(first).toMatchObject({ total: all.total, size: 2, current: 1 });
    expect([...first.records, ...second.records].map((a) => a.applyNo)).toEqual(all.records.slice(0, 4).map((a) => a.applyNo));
    const past = await list('pageSize=2&pageNo=999', token);
    expect(past).toMatchObject({ records: [], total: all.total });
    expect((await get(`${P}/applications?pageSize=101`, token)).json.errors.pageSize).toEqual(expect.any(String));
    expect((await get(`${P}/applications`)).json.code).toBe(401);
  });

  it('exports the filtered list as UTF-8 CSV with BOM, in the list order, with the total matched in X-Total-Count', async () => {
    const token = await operatorToken();
    const rejected = await list(`status=${encodeURIComponent('已驳回')}&pageSize=100`, token);
    const exported = await server().request(`${P}/applications/export?status=${encodeURIComponent('已驳回')}`, { headers: bearer(token) });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.headers.get('content-disposition')).toContain(encodeURIComponent('信用修复申请'));
    expect(exported.headers.get('x-total-count')).toBe(String(rejected.total));
    // The bytes begin with UTF-8's byte order mark (a text decoder would drop it).
    const raw = new Uint8Array(await (await fetch(`${server().url}${P}/applications/export`, { headers: bearer(token) })).arrayBuffer());
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = exported.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('申请编号,状态,申请主体,统一社会信用代码,处罚决定书文号,违法行为类型,联系人,联系电话,整改情况说明,申请时间,审核人,审核时间,审核意见');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rejected.records.map((a) => a.applyNo));
    expect(lines.slice(1).every((line) => line.split(',')[1] === '已驳回')).toBe(true);
    expect((await server().request(`${P}/applications/export`)).json.code).toBe(401);
  });
});

describe("an application's history", () => {
  it('shows a seeded decided application with its submission and decision, who, when and why', async () => {
    const token = await operatorToken();
    const [accepted] = (await list(`status=${encodeURIComponent('已通过')}`, token)).records;
    const detail = (await get(`${P}/applications/${accepted?.id}`, token)).json.data as Application & { history: Event[] };
    expect(detail.applyNo).toBe(accepted?.applyNo);
    expect(detail.history.map((e) => [e.action, e.status, e.role])).toEqual([
      ['提交申请', '待审核', 'applicant'],
      ['通过', '已通过', 'operator'],
    ]);
    expect(detail.history[0]).toMatchObject({ time: detail.applyTime, actor: `${detail.contactName}（${detail.subjectName}）` });
    expect(detail.history[1]).toMatchObject({ time: detail.decisionTime, actor: '陈丽娟（xfcz01）', note: '材料齐全，已履行处罚决定，准予信用修复' });
    expect((await get(`${P}/applications/999999`, token)).json.code).toBe(4040);
    expect((await get(`${P}/applications/1x`, token)).json.code).toBe(4040);
  });

  it('keeps every step of a new application: submitted, noted, rejected, noted again, each with its operator and reason', async () => {
    const { receipt } = await applyForOne('已于处罚决定作出后缴清全部罚款，并完成整改。');
    const first = await operatorToken('xfcz01');
    const second = await operatorToken('xfcz02');
    clock += MINUTE;
    const noted = await post(`${P}/applications/${receipt.id}/notes`, { note: '已电话联系申请人补充整改报告原件' }, second);
    expect(noted.json.code, JSON.stringify(noted.json)).toBe(200);
    expect((noted.json.data as { history: Event[]; status: string }).status).toBe('待审核');
    clock += MINUTE;
    await post(`${P}/applications/${receipt.id}/decide`, { decision: 'reject', reason: '整改报告未加盖公章，请补充后重新申请' }, first);
    clock += MINUTE;
    await post(`${P}/applications/${receipt.id}/notes`, { note: '申请人来电，已告知驳回原因' }, second);

    const detail = (await get(`${P}/applications/${receipt.id}`, first)).json.data as { history: Event[] };
    expect(detail.history.map((e) => [e.action, e.actor, e.status, e.note])).toEqual([
      ['提交申请', expect.stringContaining('林建国（'), '待审核', '已于处罚决定作出后缴清全部罚款，并完成整改。'],
      ['备注', '黄志明（xfcz02）', '待审核', '已电话联系申请人补充整改报告原件'],
      ['驳回', '陈丽娟（xfcz01）', '已驳回', '整改报告未加盖公章，请补充后重新申请'],
      ['备注', '黄志明（xfcz02）', '已驳回', '申请人来电，已告知驳回原因'],
    ]);
    const times = detail.history.map((e) => e.time);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(4);
    // The audit log names the note too.
    const overview = (await get(`${P}/overview`, first)).json.data as { recentActions: { action: string; target: string }[] };
    expect(overview.recentActions[0]).toMatchObject({ action: '备注修复申请', target: receipt.applyNo });
  });

  it('refuses a note too short, too long or on an unknown application, each on its field', async () => {
    const token = await operatorToken();
    const [any] = (await list('pageSize=1', token)).records;
    expect((await post(`${P}/applications/${any?.id}/notes`, { note: ' 好 ' }, token)).json.errors.note).toBe('备注不少于2个字');
    expect((await post(`${P}/applications/${any?.id}/notes`, { note: '长'.repeat(501) }, token)).json.errors.note).toEqual(expect.any(String));
    expect((await post(`${P}/applications/999999/notes`, { note: '一条备注' }, token)).json.code).toBe(4040);
    expect((await post(`${P}/applications/${any?.id}/notes`, { note: '一条备注' })).json.code).toBe(401);
  });

  it('adds 恢复公示 when the cancellation an accepted application made is restored', async () => {
    const { receipt } = await applyForOne();
    const token = await operatorToken();
    await post(`${P}/applications/${receipt.id}/decide`, { decision: 'accept', reason: '材料齐全，准予信用修复' }, token);
    const log = (await get(`${P}/cancellations?keyword=&source=${encodeURIComponent('修复申请')}&pageSize=100`, token)).json.data.records as { id: string; applicationNo: string }[];
    const cancellation = log.find((c) => c.applicationNo === receipt.applyNo);
    clock += MINUTE;
    const restored = await post(`${P}/cancellations/${cancellation?.id}/restore`, { reason: '处罚机关来函告知整改材料不实' }, token);
    expect(restored.json.code).toBe(200);
    const history = ((await get(`${P}/applications/${receipt.id}`, token)).json.data as { history: Event[] }).history;
    expect(history.map((e) => e.action)).toEqual(['提交申请', '通过', '恢复公示']);
    expect(history[2]).toMatchObject({ actor: '陈丽娟（xfcz01）', note: '处罚机关来函告知整改材料不实', status: '已通过' });
  });

  it('is filled, for a database made before it existed, from the applications and cancellations kept', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-history-'));
    const dbFile = path.join(dir, 'portal.db');
    try {
      await server().portal.db.backup(dbFile);
      const expected = server().portal.db.prepare('SELECT application_id, time, actor, role, action, status, note FROM repair_application_event ORDER BY application_id, time, id').all();
      const older = openDatabase(dbFile, { features });
      older.exec('DROP TABLE repair_application_event');
      older.pragma(`user_version = ${(older.pragma('user_version', { simple: true }) as number) - 1}`);
      older.close();
      const migrated = openDatabase(dbFile, { features });
      const backfilled = migrated.prepare('SELECT application_id, time, actor, role, action, status, note FROM repair_application_event ORDER BY application_id, time, id').all();
      migrated.close();
      // Notes lived nowhere else: every other step is rebuilt as it was written.
      expect(backfilled).toEqual((expected as { action: string }[]).filter((e) => e.action !== '备注'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which penalties offer 申请信用修复 (PenaltyRecord.repairable)', () => {
  const penaltyOf = async (recordId: string) => {
    const row = server().portal.db
      .prepare('SELECT p.resource_id AS resourceId, p.document_no AS documentNo, e.credit_code AS creditCode FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id WHERE p.id = ?')
      .get(recordId) as { resourceId: string; documentNo: string; creditCode: string };
    const detail = (await get(`/api/cmpinternetportalfront/doublepublicity/detail?dataId=${recordId}&type=2&resourceId=${row.resourceId}`)).json.data as { record: { repairable: boolean } };
    const listed = (await get(`/api/cmpinternetportalfront/doublepublicity/getPunishList?pageSize=100&keyword=${encodeURIComponent(row.documentNo)}`)).json.data.columnShowList.records as { id: string; repairable: boolean }[];
    const tab = (await get(`/api/cmpinternetportalfront/archives/search/getCreditReportSectionPage?creditCode=${row.creditCode}&section=penalties&pageSize=100`)).json.data.records as { recordId?: string; repairable?: boolean }[];
    return { detail: detail.record.repairable, list: listed.find((r) => r.id === recordId)?.repairable, tab: tab.find((r) => r.recordId === recordId)?.repairable };
  };

  it('is true while publicised without a pending application, false while one waits, and true again after a rejection', async () => {
    const visitor = visitorToken('qiye');
    const records = (await get(`${FRONT}/myRecords`, visitor)).json.data as { recordId: string; applicationStatus: string | null }[];
    const free = records.find((r) => r.applicationStatus !== '待审核') as { recordId: string };
    expect(await penaltyOf(free.recordId)).toEqual({ detail: true, list: true, tab: true });

    const receipt = await post(
      APPLY,
      { recordId: free.recordId, contactName: '林建国', contactPhone: '13905941234', statement: '已缴清罚款并完成整改工作。', commitmentSigned: true, fileIds: [file.accounts.files.qiye] },
      visitor,
    );
    expect(await penaltyOf(free.recordId)).toEqual({ detail: false, list: false, tab: false });
    const token = await operatorToken();
    await post(`${P}/applications/${receipt.json.data.id}/decide`, { decision: 'reject', reason: '未提供罚款缴纳凭证，请补充' }, token);
    expect(await penaltyOf(free.recordId)).toEqual({ detail: true, list: true, tab: true });
  });

  it('leaves the other tabs of the archive as they were', async () => {
    const { creditCode } = server().portal.db.prepare('SELECT e.credit_code AS creditCode FROM dp_permit p JOIN enterprise e ON e.id = p.enterprise_id LIMIT 1').get() as { creditCode: string };
    const permits = (await get(`/api/cmpinternetportalfront/archives/search/getCreditReportSectionPage?creditCode=${creditCode}&section=permits`)).json.data.records as Record<string, unknown>[];
    expect(permits.length).toBeGreaterThan(0);
    expect(permits.every((r) => !('repairable' in r) && !('recordId' in r))).toBe(true);
  });
});
