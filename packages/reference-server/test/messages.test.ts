import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { startTestServer, type TestServer } from './helpers.js';

/** Starting a server seeds a whole database; on a busy machine that takes longer than the default 10 s. */
const SERVER_START_MS = 60_000;

let server: TestServer;
let qiye: string;
let geren: string;
let qiyeId: number;

const userId = (username: string): number =>
  (server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;

beforeAll(async () => {
  server = await startTestServer();
  qiyeId = userId('qiye');
  qiye = issueToken(server.portal.db, qiyeId, Date.now(), 3600_000).token;
  geren = issueToken(server.portal.db, userId('geren'), Date.now(), 3600_000).token;
}, SERVER_START_MS);
afterAll(() => server.close());

const auth = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
});
const page = (token: string, query = '') => server.request(`/api/message/info/page${query}`, auth(token));
const unreadIdsOf = (user: number, count: number): string[] =>
  (server.portal.db.prepare('SELECT id FROM site_message WHERE user_id = ? AND read_flag = 0 ORDER BY id LIMIT ?').all(user, count) as { id: number }[]).map(
    (row) => String(row.id),
  );

describe('the message centre', () => {
  it('needs a login', async () => {
    expect((await server.request('/api/message/info/page')).json).toEqual({ code: 401, msg: '请先登录' });
  });

  it('lists the visitor’s own messages, newest first, several pages of them', async () => {
    const { json } = await page(qiye, '?pageSize=10');
    const own = (server.portal.db.prepare('SELECT count(*) AS n FROM site_message WHERE user_id = ?').get(qiyeId) as { n: number }).n;
    expect(json.data.total).toBe(own);
    expect(own).toBeGreaterThanOrEqual(40);
    expect(json.data.records).toHaveLength(10);
    const times = json.data.records.map((m: { createTime: string }) => m.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(json.data.records[0]).toMatchObject({ typeName: expect.stringMatching(/系统通知|办件提醒|信用提示/) });
    const second = (await page(qiye, '?pageSize=10&pageNo=2')).json.data.records;
    expect(second[0].id).not.toBe(json.data.records[0].id);
    const others = (await page(geren, '?pageSize=100')).json.data.records.map((m: { id: string }) => m.id);
    expect(others).not.toContain(json.data.records[0].id);
  });

  it('filters by read state and type, and counts the unread for the badge', async () => {
    const unread = (await page(qiye, '?readFlag=0&pageSize=100')).json.data;
    expect(unread.records.every((m: { readFlag: number; readTime: unknown }) => m.readFlag === 0 && m.readTime === null)).toBe(true);
    expect(unread.unread).toBe(unread.total);
    const notices = (await page(qiye, '?type=2&pageSize=100')).json.data.records;
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((m: { type: string; typeName: string }) => m.type === '2' && m.typeName === '办件提醒')).toBe(true);
    expect(notices.some((m: { content: string }) => /编号[A-Z]{2}\d{14}/.test(m.content))).toBe(true);
  });

  it('marks messages read by ids in the path, only the visitor’s own', async () => {
    const ids = unreadIdsOf(qiyeId, 2);
    expect((await server.request(`/api/message/info/readBatch/${ids.join(',')}`, auth(geren, { method: 'PUT' }))).json.data).toBe(0);
    const before = (await page(qiye)).json.data.unread;
    expect((await server.request(`/api/message/info/readBatch/${ids.join(',')}`, auth(qiye, { method: 'PUT' }))).json).toEqual({
      code: 200, msg: '操作成功', data: 2,
    });
    expect((await page(qiye)).json.data.unread).toBe(before - 2);
    expect((await server.request(`/api/message/info/readBatch/${ids[0]}`, auth(qiye, { method: 'PUT' }))).json.data).toBe(0);
  });

  it('marks messages read by ids in a JSON body', async () => {
    const ids = unreadIdsOf(qiyeId, 3);
    const answer = await server.request('/api/message/info/readBatchByIds', auth(qiye, { method: 'PUT', body: JSON.stringify(ids) }));
    expect(answer.json.data).toBe(3);
    const row = server.portal.db.prepare('SELECT read_flag, read_time FROM site_message WHERE id = ?').get(Number(ids[0])) as { read_flag: number; read_time: string };
    expect(row.read_flag).toBe(1);
    expect(row.read_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses malformed ids with Chinese messages', async () => {
    const path = await server.request('/api/message/info/readBatch/1,abc', auth(qiye, { method: 'PUT' }));
    expect(path.status).toBe(400);
    expect(path.json.errors).toEqual({ ids: '消息编号格式不正确' });
    const body = await server.request('/api/message/info/readBatchByIds', auth(qiye, { method: 'PUT', body: JSON.stringify(['x1']) }));
    expect(body.json.errors).toEqual({ 0: '消息编号第1项格式不正确' });
    const empty = await server.request('/api/message/info/readBatchByIds', auth(qiye, { method: 'PUT', body: '[]' }));
    expect(empty.json.errors).toEqual({ body: '消息编号至少1项' });
  });
});
