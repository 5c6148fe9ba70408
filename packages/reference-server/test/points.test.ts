import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { formatCst } from '../src/kernel/time.js';
import { startTestServer, type TestServer } from './helpers.js';

const ENTERPRISE = '/api/integralfront/api/integralapplyrecenterprise';
const PERSON = '/api/integralfront/api/integralapplyrecperson';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
const tokens: Record<string, string> = {};
let expired: string;

const userId = (username: string): number =>
  (server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;
const auth = (username: string): Record<string, string> => ({ Authorization: `Bearer ${tokens[username]}` });
const get = (path: string, username?: string) => server.request(path, username ? { headers: auth(username) } : undefined);
const post = (path: string, body: unknown, username?: string) =>
  server.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(username ? auth(username) : {}) },
    body: JSON.stringify(body),
  });

/** Uploads a small PDF as `username` through the file service and answers its id. */
async function upload(username: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' }), name);
  const answer = await server.request('/api/filestorage/file/uploadFile', { method: 'POST', headers: auth(username), body: form });
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.id as string;
}

/** A target of the scheme that `username` has not declared this year. */
function freshTarget(kind: 'enterprise' | 'person', username: string): { id: string; name: string; evidenceCount: number; maxPerYear: number } {
  return server.portal.db
    .prepare(
      `SELECT CAST(t.id AS TEXT) AS id, t.name, t.evidence_count AS evidenceCount, t.max_per_year AS maxPerYear FROM point_target t
        WHERE t.subject_kind = ? AND NOT EXISTS (SELECT 1 FROM point_declaration d WHERE d.target_id = t.id AND d.user_id = ?
          AND substr(d.submitted_at, 1, 4) = ?) ORDER BY t.max_per_year, t.evidence_count, t.id LIMIT 1`,
    )
    .get(kind, userId(username), formatCst(Date.now()).slice(0, 4)) as { id: string; name: string; evidenceCount: number; maxPerYear: number };
}

const daysAgo = (days: number): string => formatCst(Date.now() - days * DAY).slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['qiye', 'geren', 'zuzhi']) tokens[username] = issueToken(server.portal.db, userId(username), Date.now(), HOUR).token;
  expired = issueToken(server.portal.db, userId('geren'), Date.now() - 2 * HOUR, HOUR).token;
});
afterAll(() => server.close());

describe('the targets and tabs of the two schemes', () => {
  it('list the legal-person targets by category, one page at a time', async () => {
    const first = (await get(`${ENTERPRISE}/targetList?pageSize=5`)).json.data;
    const second = (await get(`${ENTERPRISE}/targetList?pageSize=5&pageNo=2`)).json.data;
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    expect(second.records[0].id).not.toBe(first.records[0].id);
    const tax = (await get(`${ENTERPRISE}/targetList?category=${encodeURIComponent('纳税守信')}`)).json.data.records;
    expect(tax.map((t: { name: string }) => t.name)).toContain('纳税信用A级');
    expect(tax.every((t: { category: string }) => t.category === '纳税守信')).toBe(true);
  });

  it('list the natural-person targets, found by words of the name', async () => {
    const { records } = (await get(`${PERSON}/targetList?keyword=${encodeURIComponent('献血')}`)).json.data;
    expect(records.map((t: { name: string }) => t.name)).toEqual(['无偿献血']);
    expect(records[0]).toMatchObject({ points: 5, maxPerYear: 3, evidence: '无偿献血证' });
  });

  it('give the tabs of each page, the same from both controllers', async () => {
    const legal = (await get(`${ENTERPRISE}/enterprisetab`)).json.data;
    const nature = (await get(`${ENTERPRISE}/naturetab`)).json.data;
    expect(legal.map((t: { label: string }) => t.label)).toContain('荣誉表彰');
    expect(nature.map((t: { label: string }) => t.label)).toContain('见义勇为');
    expect((await get(`${PERSON}/enterprisetab`)).json.data).toEqual(legal);
    expect((await get(`${PERSON}/naturetab`)).json.data).toEqual(nature);
    const total = (await get(`${PERSON}/targetList`)).json.data.total;
    expect(nature.reduce((sum: number, t: { targetCount: number }) => sum + t.targetCount, 0)).toBe(total);
  });
});

describe('the declaration templates', () => {
  it('download as a real .xlsx workbook named in Chinese, listing the targets', async () => {
    const response = await fetch(`${server.url}${ENTERPRISE}/downloadTemplate`);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('法人信用积分申报表.xlsx')}`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']));
    expect(strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('统一社会信用代码');
    expect(strFromU8(files['xl/worksheets/sheet2.xml'] as Uint8Array)).toContain('守合同重信用企业');
    const person = await fetch(`${server.url}${PERSON}/downloadTemplate`);
    expect(person.headers.get('content-disposition')).toContain(encodeURIComponent('自然人信用积分申报表.xlsx'));
  });
});

describe('my declarations', () => {
  it('need a login of the right user type: 401, 203, then 403', async () => {
    expect((await get(`${PERSON}/declarelist`)).json).toEqual({ code: 401, msg: '请先登录' });
    const late = await server.request(`${PERSON}/declarelist`, { headers: { Authorization: `Bearer ${expired}` } });
    expect(late.json.code).toBe(203);
    expect((await get(`${PERSON}/declarelist`, 'qiye')).json).toEqual({ code: 403, msg: '您没有权限执行此操作，请联系管理员' });
    expect((await get(`${ENTERPRISE}/declarelist`, 'geren')).json.code).toBe(403);
    expect((await get(`${ENTERPRISE}/mynaturepointquery`, 'zuzhi')).json.code).toBe(403);
  });

  it('list the seeded history of the demo enterprise, newest first, over several pages', async () => {
    const first = (await get(`${ENTERPRISE}/declarelist?pageSize=10`, 'qiye')).json.data;
    expect(first.total).toBeGreaterThanOrEqual(24);
    expect(first.records).toHaveLength(10);
    const times = first.records.map((d: { submitTime: string }) => d.submitTime);
    expect(times).toEqual([...times].sort().reverse());
    const passed = (await get(`${ENTERPRISE}/declarelist?status=${encodeURIComponent('已通过')}&pageSize=100`, 'qiye')).json.data.records;
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.every((d: { status: string; pointsGranted: number }) => d.status === '已通过' && d.pointsGranted > 0)).toBe(true);
  });

  it('show a declaration with its evidence and its review trail, 4040 for someone else', async () => {
    const passed = (await get(`${PERSON}/declarelist?status=${encodeURIComponent('已通过')}`, 'geren')).json.data.records[0];
    const detail = (await get(`${PERSON}/detail/${passed.id}`, 'geren')).json.data;
    expect(detail).toMatchObject({ id: passed.id, declareNo: passed.declareNo, status: '已通过' });
    expect(detail.declareNo).toMatch(/^JFGR\d{14}$/);
    expect(detail.files[0].name).toMatch(/\.pdf$/);
    const trail = (await get(`${PERSON}/declareDetail/${passed.id}`, 'geren')).json.data;
    expect(trail.steps.map((s: { status: string }) => s.status)).toEqual(['已提交', '审核中', '已通过']);
    expect(trail.steps[2].points).toBe(detail.pointsGranted);
    expect(trail.steps[2].opinion).toContain('符合认定标准');

    const theirs = (await get(`${ENTERPRISE}/declarelist`, 'qiye')).json.data.records[0];
    expect((await get(`${PERSON}/detail/${theirs.id}`, 'geren')).json.code).toBe(4040);
    expect((await get(`${PERSON}/declareDetail/99999`, 'geren')).json.code).toBe(4040);
  });

  it('add up my points from the approved declarations, with a level', async () => {
    const mine = (await get(`${ENTERPRISE}/mynaturepointquery?pageSize=100`, 'qiye')).json.data;
    const sum = mine.history.records.reduce((total: number, r: { points: number }) => total + r.points, 0);
    expect(mine.totalPoints).toBe(sum);
    expect(mine.history.total).toBe(mine.approvedCount);
    expect(mine.level).toBe(mine.totalPoints >= 150 ? 'AAA' : mine.totalPoints >= 60 ? 'AA' : 'A');
  });
});

describe('declaring a deed', () => {
  it('stores a valid declaration: tracking number, list, detail and the start of its trail', async () => {
    const target = freshTarget('person', 'geren');
    const fileIds = [await upload('geren', '证明材料.pdf')];
    const answer = await post(
      `${PERSON}/add`,
      { targetId: target.id, description: '参加社区志愿服务', occurredDate: daysAgo(10), fileIds, contactPhone: '13805943456' },
      'geren',
    );
    expect(answer.json.code, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data.declareNo).toMatch(/^JFGR\d{14}$/);
    const list = (await get(`${PERSON}/declarelist`, 'geren')).json.data;
    expect(list.records[0]).toMatchObject({ id: answer.json.data.id, status: '已提交', targetName: target.name });
    const detail = (await get(`${PERSON}/detail/${answer.json.data.id}`, 'geren')).json.data;
    expect(detail.fileIds).toEqual(fileIds);
    const trail = (await get(`${PERSON}/declareDetail/${answer.json.data.id}`, 'geren')).json.data;
    expect(trail.steps).toEqual([expect.objectContaining({ status: '已提交', operator: '申报人' })]);
    const declarable = (await get(`${PERSON}/sbTargetList`, 'geren')).json.data.find((t: { id: string }) => t.id === target.id);
    expect(declarable.declaredThisYear).toBe(1);
    expect(declarable.declarable).toBe(target.maxPerYear > 1);
  });

  it('rejects a malformed phone and a missing description with Chinese messages', async () => {
    const answer = await post(`${ENTERPRISE}/add`, { targetId: '1', occurredDate: daysAgo(3), fileIds: [], contactPhone: '0594-123' }, 'qiye');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 202, errors: { contactPhone: '联系电话格式不正确', description: '事项说明不能为空' } });
  });

  it('checks the date, the evidence and the scheme of the target', async () => {
    const target = freshTarget('enterprise', 'qiye');
    const base = { targetId: target.id, description: '获得表彰', contactPhone: '13905941234' };
    const future = await post(`${ENTERPRISE}/add`, { ...base, occurredDate: daysAgo(-3), fileIds: [await upload('qiye', 'a.pdf')] }, 'qiye');
    expect(future.json).toMatchObject({ code: 202, errors: { occurredDate: '发生日期不能晚于今天' } });
    const old = await post(`${ENTERPRISE}/add`, { ...base, occurredDate: daysAgo(400), fileIds: [await upload('qiye', 'b.pdf')] }, 'qiye');
    expect(old.json.errors.occurredDate).toBe('只能申报12个月内发生的事项');
    const none = await post(`${ENTERPRISE}/add`, { ...base, occurredDate: daysAgo(5), fileIds: [] }, 'qiye');
    expect(none.json.errors.fileIds).toMatch(/^请上传.+（至少\d份）$/);
    const foreign = await post(`${ENTERPRISE}/add`, { ...base, occurredDate: daysAgo(5), fileIds: [await upload('geren', 'c.pdf')] }, 'qiye');
    expect(foreign.json.errors.fileIds).toBe('证明材料不存在或不是本人上传的文件');
    const personTarget = freshTarget('person', 'geren');
    const wrong = await post(`${ENTERPRISE}/add`, { ...base, targetId: personTarget.id, occurredDate: daysAgo(5), fileIds: [await upload('qiye', 'd.pdf')] }, 'qiye');
    expect(wrong.json.errors.targetId).toBe('请选择本类主体的积分指标');
  });

  it('refuses a declaration beyond the yearly limit of the target', async () => {
    const target = freshTarget('enterprise', 'qiye');
    const declare = async () =>
      post(
        `${ENTERPRISE}/add`,
        { targetId: target.id, description: '按指标申报', occurredDate: daysAgo(2), fileIds: [await upload('qiye', '1.pdf'), await upload('qiye', '2.pdf')], contactPhone: '13905941234' },
        'qiye',
      );
    for (let i = 0; i < target.maxPerYear; i++) expect((await declare()).json.code).toBe(200);
    expect((await declare()).json.errors.targetId).toBe(`该指标每年最多申报${target.maxPerYear}次，本年度已达上限`);
  });

  it('lets only the scheme’s user type declare', async () => {
    const answer = await post(`${PERSON}/add`, { targetId: '13', description: '志愿服务', occurredDate: daysAgo(2), fileIds: ['x'], contactPhone: '13905941234' }, 'qiye');
    expect(answer.json.code).toBe(403);
    expect((await post(`${PERSON}/add`, { targetId: '13' })).json.code).toBe(401);
  });
});
