import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

const ARTICLES = '/api/cms/front/articleinfo/pageByClassificationId';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the navigation tabs', () => {
  it('come in display order, each with an empty list of children', async () => {
    const { json } = await server.request('/api/cms/front/navigationbar/tree');
    const sorts = json.data.map((tab: { sort: number }) => tab.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(json.data[0]).toMatchObject({ name: '首页', href: '/home', type: 0 });
    expect(json.data.every((tab: { children: unknown[] }) => Array.isArray(tab.children) && tab.children.length === 0)).toBe(true);
  });
});

describe('the advertisements', () => {
  it('list the published ones by default: two floating, one in the left column', async () => {
    const { json } = await server.request('/api/cms/front/notice/list');
    const positions = json.data.map((a: { position: string }) => a.position).sort();
    expect(positions).toEqual(['0', '1', '1']);
    expect(json.data.every((a: { status: string; show: boolean }) => a.status === '1' && a.show)).toBe(true);
    expect(json.data.some((a: { url: string }) => !/^https?:/.test(a.url))).toBe(true);
  });

  it('list the withdrawn ones when asked for status 0', async () => {
    const { json } = await server.request('/api/cms/front/notice/list?status=0');
    expect(json.data.length).toBeGreaterThan(0);
    expect(json.data.every((a: { status: string }) => a.status === '0')).toBe(true);
  });

  it('have pictures served as cacheable images', async () => {
    const { json } = await server.request('/api/cms/front/notice/list');
    const image = await server.request(`/api/filestorage/file/readImage/${json.data[0].pictureId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(image.text).toContain('<svg');
    expect(image.text).not.toMatch(/<script/i);
  });

  it('answer 404 with the envelope for an unknown picture', async () => {
    const answer = await server.request('/api/filestorage/file/readImage/no-such-picture');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('the articles of a classification', () => {
  it('come newest first, one page at a time', async () => {
    const first = (await server.request(`${ARTICLES}?classificationId=1&pageNo=1&pageSize=10`)).json.data;
    const second = (await server.request(`${ARTICLES}?classificationId=1&pageNo=2&pageSize=10`)).json.data;
    expect(first.records).toHaveLength(10);
    expect(first).toMatchObject({ size: 10, current: 1 });
    expect(second.total).toBe(first.total);
    const times = [...first.records, ...second.records].map((r: { releaseTime: string }) => r.releaseTime);
    expect(times).toEqual([...times].sort().reverse());
    const ids = new Set([...first.records, ...second.records].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(20);
  });

  it('answer an empty page beyond the last one', async () => {
    const { json } = await server.request(`${ARTICLES}?classificationId=1&pageNo=999&pageSize=100`);
    expect(json.data.records).toEqual([]);
    expect(json.data.total).toBeGreaterThan(0);
  });

  it('answer an empty page for an absurdly large page number', async () => {
    const { json } = await server.request(`${ARTICLES}?classificationId=1&pageNo=999999999999999999999`);
    expect(json.code).toBe(200);
    expect(json.data.records).toEqual([]);
  });

  it('answer HEAD like GET, without a body', async () => {
    const answer = await server.request('/api/cms/front/navigationbar/tree', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it('match keywords of three or more characters in titles through the full-text index', async () => {
    const { json } = await server.request(`${ARTICLES}?classificationId=1&pageSize=100&keyword=${encodeURIComponent('信用修复')}`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records.every((r: { title: string }) => r.title.includes('信用修复'))).toBe(true);
  });

  it('match shorter keywords in titles too', async () => {
    const { json } = await server.request(`${ARTICLES}?classificationId=2&pageSize=100&keyword=${encodeURIComponent('通知')}`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records.every((r: { title: string }) => r.title.includes('通知'))).toBe(true);
  });

  it('treat search syntax in a keyword as plain text', async () => {
    const { json } = await server.request(`${ARTICLES}?classificationId=1&keyword=${encodeURIComponent('"信用" OR *')}`);
    expect(json.code).toBe(200);
    expect(json.data.total).toBe(0);
  });

  it('follow a written article at once: the column’s total, its first page and its classification’s count (counts are kept until a write)', async () => {
    const byName = `/api/cms/front/articleclassification/getClassificationByName?name=${encodeURIComponent('信用动态')}`;
    const column = (await server.request(byName)).json.data;
    const before = (await server.request(`${ARTICLES}?classificationId=${column.id}&pageNo=1&pageSize=5`)).json.data;
    expect(column.articleCount).toBe(before.total);

    const { db } = server.portal;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO article (classification_id, title, summary, body, source, release_time, published)
         VALUES (?, '${CITY.name}发布信用修复新规', '新规摘要', '<p>正文</p>', '${CITY.name}发展和改革委员会', '2099-01-01 09:00:00', 1)`,
      )
      .run(column.id);
    try {
      const after = (await server.request(`${ARTICLES}?classificationId=${column.id}&pageNo=1&pageSize=5`)).json.data;
      expect(after.total).toBe(before.total + 1);
      expect(after.records[0]).toMatchObject({ id: String(lastInsertRowid), title: `${CITY.name}发布信用修复新规` });
      expect((await server.request(byName)).json.data.articleCount).toBe(column.articleCount + 1);

      db.prepare('UPDATE article SET published = 0 WHERE id = ?').run(lastInsertRowid);
      expect((await server.request(`${ARTICLES}?classificationId=${column.id}&pageNo=1&pageSize=5`)).json.data.total).toBe(before.total);
      expect((await server.request(byName)).json.data.articleCount).toBe(column.articleCount);
    } finally {
      db.prepare('DELETE FROM article WHERE id = ?').run(lastInsertRowid);
    }
  });

  it('answer code 4040 for a classification that does not exist', async () => {
    const answer = await server.request(`${ARTICLES}?classificationId=999`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});
