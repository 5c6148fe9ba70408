import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_COLUMNS } from '../src/features/cms/site-columns.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';
const q = (text: string) => encodeURIComponent(text);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

async function articlesOf(name: string) {
  const found = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${q(name)}`)).json;
  expect(found.code, name).toBe(200);
  const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${found.data.id}&pageNo=1&pageSize=50`)).json;
  return page.data;
}

describe('the footer pages 关于我们, 网站声明 and 无障碍声明', () => {
  it.each(['关于我们', '网站声明', '无障碍声明'])('%s is a classification with exactly one article whose body is its text', async (name) => {
    const page = await articlesOf(name);
    expect(page.total).toBe(1);
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`);
    expect(json.data.title).toBe(name);
    expect(json.data.content).toContain(`${CITY.portalName}`);
    expect(json.data.content).toMatch(/<h2>/);
  });

  it('无障碍声明 names the standards and level, the known limits and how to get help', async () => {
    const page = await articlesOf('无障碍声明');
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`);
    for (const heading of ['一、适用标准与符合程度', '三、已知的限制', '五、获取帮助和反馈']) expect(json.data.content).toContain(`<h2>${heading}</h2>`);
    expect(json.data.content).toContain('GB/T 37668-2019');
    expect(json.data.content).toContain('WCAG');
    expect(json.data.content).toContain('12345');
  });
});

describe('the list columns of the remaining content pages', () => {
  it.each(SITE_COLUMNS.filter((c) => c.articles > 1).map((c) => c.name))('%s lists at least 15 articles, newest first', async (name) => {
    const page = await articlesOf(name);
    expect(page.total).toBeGreaterThanOrEqual(15);
    const times = page.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('数据下载 articles each carry a file that downloads as a PDF', async () => {
    const page = await articlesOf('数据下载');
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`);
    expect(json.data.attachments).toHaveLength(1);
    const file = await server.request(`/api/filestorage/file/downloadFile/${json.data.attachments[0].id}`, { method: 'POST' });
    expect(file.status).toBe(200);
    expect(file.text.startsWith('%PDF')).toBe(true);
  });
});
