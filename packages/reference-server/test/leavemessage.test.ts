import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { startTestServer, type TestServer } from './helpers.js';

const BOARD = '/api/cmpinternetportalfront/leavemessage/leavemessage';
const INTERACTION_ADD = '/api/cmpinternetportaladmin/website/interaction/add';
const INTERACTION = '/api/cmpinternetportalfront/website/interaction';
const HOUR = 60 * 60 * 1000;

let server: TestServer;
const tokens: Record<string, string> = {};
let expired: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.portal.db;
  const userId = (username: string) => (db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number }).id;
  for (const username of ['qiye', 'geren']) tokens[username] = issueToken(db, userId(username), Date.now(), HOUR).token;
  expired = issueToken(db, userId('geren'), Date.now() - 2 * HOUR, HOUR).token;
});
afterAll(() => server.close());

const send = (url: string, body: unknown, token?: string) =>
  server.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (url: string, token?: string) => server.request(url, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);

const message = {
  title: '个人信用报告在哪里可以打印',
  type: '咨询',
  content: '办理贷款需要提供个人信用报告，请问除了人民银行网点，是否可以在信用网站自助打印？',
  name: '林建国',
  phone: '13805943456',
  isPublic: true,
};

describe('leaving a message', () => {
  it('stores it as 待受理 with an LY number and shows it first in my messages, unmasked', async () => {
    const answer = await send(`${BOARD}/add`, message, tokens.geren);
    expect(answer.json.data.trackingNo).toMatch(/^LY\d{12}$/);
    expect(answer.json.data.status).toBe('待受理');
    const mine = await get(`${BOARD}/personalPage?pageSize=5`, tokens.geren);
    expect(mine.json.data.records[0]).toMatchObject({ trackingNo: answer.json.data.trackingNo, name: '林建国', isPublic: true, status: '待受理', content: message.content });
  });

  it('needs a login: 401 without one, 203 with an expired one', async () => {
    expect((await send(`${BOARD}/add`, message)).json.code).toBe(401);
    expect((await send(`${BOARD}/add`, message, expired)).json.code).toBe(203);
    expect((await get(`${BOARD}/personalPage`)).json.code).toBe(401);
  });

  it('refuses a short content, an unknown type and a long title with the Chinese message of each field', async () => {
    const answer = await send(`${BOARD}/add`, { ...message, content: '请问如何查询', type: '其他', title: '问'.repeat(51) }, tokens.geren);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ content: '留言内容不能少于10个字符', type: '留言类型的取值无效', title: '留言标题不能超过50个字符' });
  });

  it('keeps an unanswered message off the board, but lets its writer open it', async () => {
    const answer = await send(`${BOARD}/add`, message, tokens.geren);
    const mine = await get(`${BOARD}/personalPage?pageSize=1`, tokens.geren);
    const id = mine.json.data.records[0].id as string;
    expect(mine.json.data.records[0].trackingNo).toBe(answer.json.data.trackingNo);
    expect((await get(`${BOARD}/detail/${id}`)).json.code).toBe(4040);
    expect((await get(`${BOARD}/detail/${id}`, tokens.qiye)).json.code).toBe(4040);
    expect((await get(`${BOARD}/detail/${id}`, tokens.geren)).json.data).toMatchObject({ id, trackingNo: answer.json.data.trackingNo });
  });
});

describe('the public board', () => {
  it('lists public answered messages newest first, with masked names and no texts', async () => {
    const page = await get(`${BOARD}/page?pageSize=20`);
    expect(page.json.data.total).toBeGreaterThan(100);
    const records = page.json.data.records as { name: string; status: string; createTime: string; replyUnit: string; content?: string }[];
    expect(records).toHaveLength(20);
    for (const r of records) {
      expect(r.status).toBe('已办结');
      expect(r.name).toMatch(/^.\*+$/);
      expect(r.replyUnit).toBeTruthy();
      expect(r.content).toBeUndefined();
    }
    const times = records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by type and by title words, and pages on', async () => {
    const help = await get(`${BOARD}/page?type=${encodeURIComponent('求助')}`);
    expect(help.json.data.records.every((r: { type: string }) => r.type === '求助')).toBe(true);
    const found = await get(`${BOARD}/page?keyword=${encodeURIComponent('信用修复')}`);
    expect(found.json.data.total).toBeGreaterThan(0);
    expect(found.json.data.records.every((r: { title: string }) => r.title.includes('信用修复'))).toBe(true);
    const second = await get(`${BOARD}/page?pageNo=2`);
    expect(second.json.data.current).toBe(2);
    expect(second.json.data.records).toHaveLength(15);
  });

  it('opens a published message with its reply, and answers 4040 for an unknown id', async () => {
    const page = await get(`${BOARD}/page?pageSize=1`);
    const detail = await get(`${BOARD}/detail/${page.json.data.records[0].id}`);
    expect(detail.json.data.reply).toBeTruthy();
    expect(detail.json.data.replyTime >= detail.json.data.createTime).toBe(true);
    expect(detail.json.data.trackingNo).toBeUndefined();
    expect((await get(`${BOARD}/detail/999999`)).json.code).toBe(4040);
  });
});

describe('acceptance statistics (受理情况)', () => {
  it('counts a year’s messages per month and per type, consistently', async () => {
    const answer = await get(`${BOARD}/acceptSituation?year=2025`);
    const data = answer.json.data;
    expect(data.byMonth).toHaveLength(12);
    expect(data.received).toBeGreaterThan(50);
    const sum = (list: { received: number; replied: number }[], key: 'received' | 'replied') => list.reduce((n, r) => n + r[key], 0);
    expect(sum(data.byMonth, 'received')).toBe(data.received);
    expect(sum(data.byType, 'replied')).toBe(data.replied);
    expect(data.replyRate).toBe(Math.round((data.replied / data.received) * 1000) / 10);
  });

  it('runs the current year up to the current month', async () => {
    const answer = await get(`${BOARD}/acceptSituation`);
    const month = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 7);
    expect(answer.json.data.byMonth.at(-1).month).toBe(month);
  });

  it('refuses an impossible year', async () => {
    expect((await get(`${BOARD}/acceptSituation?year=1900`)).json.errors).toEqual({ year: '年份不能小于2000' });
  });
});

describe('website interaction (网站互动)', () => {
  const interaction = { ...message, title: '企业信用报告下载后无法打开', content: '在信用报告下载页面下载的PDF文件打开时提示文件损坏。', email: 'chenlh@163.com' };

  it('stores an interaction with an HD number, login required', async () => {
    const answer = await send(INTERACTION_ADD, interaction, tokens.qiye);
    expect(answer.json.data.trackingNo).toMatch(/^HD\d{12}$/);
    expect((await send(INTERACTION_ADD, interaction)).json.code).toBe(401);
    expect((await send(INTERACTION_ADD, { ...interaction, type: '求助' }, tokens.qiye)).json.errors).toEqual({ type: '互动类型的取值无效' });
  });

  it('lists answered public interaction and opens one; leave messages are not interaction', async () => {
    const page = await get(`${INTERACTION}/frontPage?pageSize=5`);
    expect(page.json.data.total).toBeGreaterThan(20);
    const id = page.json.data.records[0].id as string;
    expect((await get(`${INTERACTION}/frontDetail/${id}`)).json.data.reply).toBeTruthy();
    expect((await get(`${BOARD}/detail/${id}`)).json.code).toBe(4040);
  });

  it('finds an interaction by its number and phone, and answers 4040 alike for a wrong phone or an unknown number', async () => {
    const receipt = await send(INTERACTION_ADD, { ...interaction, isPublic: false }, tokens.geren);
    const trackingNo = receipt.json.data.trackingNo as string;
    const found = await get(`${INTERACTION}/infoQuery?trackingNo=${trackingNo}&verifier=${interaction.phone}`);
    expect(found.json.data).toMatchObject({ trackingNo, title: interaction.title, status: '待受理' });
    const wrongPhone = await get(`${INTERACTION}/infoQuery?trackingNo=${trackingNo}&verifier=13900000000`);
    const unknown = await get(`${INTERACTION}/infoQuery?trackingNo=HD209901010001&verifier=${interaction.phone}`);
    expect(wrongPhone.json).toEqual(unknown.json);
    expect(unknown.json.code).toBe(4040);
    // A leave message's number is not an interaction's.
    const left = await send(`${BOARD}/add`, message, tokens.geren);
    expect(left.json.data.trackingNo).toMatch(/^LY/);
    expect((await get(`${INTERACTION}/infoQuery?trackingNo=${left.json.data.trackingNo}&verifier=${interaction.phone}`)).json.code).toBe(4040);
  });
});
