import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { highlight, snippet } from '../src/features/cms/highlight.js';
import { EXTRA_CLASSIFICATIONS } from '../src/features/cms/content.js';
import { CITY } from '../src/seed/city.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';
const SEARCH = `${CMS}/articleinfo/articleSearchPage`;
const q = (text: string) => encodeURIComponent(text);

let server: TestServer;
// Starting the whole server (contract, every feature's seed) takes seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('the header link lists', () => {
  it('group ten credit sites and the five districts of the city, all external http(s) links', async () => {
    const { json } = await server.request(`${CMS}/notice/memberDropList`);
    expect(json.data.map((g: { name: string }) => g.name)).toEqual(['信用网站', '县区信用']);
    const [sites, districts] = json.data;
    expect(sites.children).toHaveLength(10);
    expect(sites.children.slice(0, 3).map((l: { name: string }) => l.name)).toEqual(['信用中国', '信用福建', '信用福州']);
    expect(districts.children.map((l: { name: string }) => l.name)).toEqual(CITY.districtSites.map(([name]) => name));
    for (const link of [...sites.children, ...districts.children]) expect(link.url).toMatch(/^https?:\/\//);
  });

  it('answer the member units with logos that can be read as images', async () => {
    const { json } = await server.request(`${CMS}/notice/memberList?type=1`);
    expect(json.data.length).toBeGreaterThanOrEqual(20);
    expect(json.data[0]).toMatchObject({ name: '市发展和改革委员会', groupName: '成员单位' });
    const logo = await server.request(`/api/filestorage/file/readImage/${json.data[0].pictureId}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answer the link entries flat for type 2, and refuse another type', async () => {
    expect((await server.request(`${CMS}/notice/memberList?type=2`)).json.data).toHaveLength(15);
    const bad = await server.request(`${CMS}/notice/memberList?type=3`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ type: '类型的取值无效' });
  });
});

describe('one article', () => {
  it('comes with its HTML body, classification name and attachments', async () => {
    const journal = (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${q('信用期刊')}`)).json.data;
    const page = (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${journal.id}`)).json.data;
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.records[0].id}`);
    expect(json.data).toMatchObject({ id: page.records[0].id, classificationName: '信用期刊' });
    expect(json.data.content).toContain('<img src="/api/filestorage/file/readImage/journal-cover"');
    expect(json.data.attachments[0]).toMatchObject({ name: expect.stringMatching(/\.pdf$/), size: expect.any(Number) });
    const cover = await server.request('/api/filestorage/file/readImage/journal-cover');
    expect(cover.status).toBe(200);
  });

  it('has attachments that download as PDF documents for a logged-in visitor', async () => {
    const row = server.portal.db.prepare('SELECT id, article_id AS articleId, name, size FROM article_attachment ORDER BY id LIMIT 1').get() as { id: string; articleId: number; name: string; size: number };
    const { json } = await server.request(`${CMS}/articleinfo/detail/${row.articleId}`);
    expect(json.data.attachments).toContainEqual({ id: row.id, name: row.name, size: row.size });
    const { id: userId } = server.portal.db.prepare("SELECT id FROM user_account WHERE username = 'geren'").get() as { id: number };
    const { token } = issueToken(server.portal.db, userId, Date.now(), 3_600_000);
    const file = await fetch(`${server.url}/api/filestorage/file/downloadFile/${row.id}?access_token=${token}`, { method: 'POST' });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(row.size);
  });

  it('has realistic HTML: paragraphs everywhere, tables, lists and pictures in some', () => {
    const bodies = (server.portal.db.prepare('SELECT body FROM article').all() as { body: string }[]).map((r) => r.body);
    expect(bodies.every((b) => b.includes('<p>'))).toBe(true);
    expect(bodies.some((b) => b.includes('<table>'))).toBe(true);
    expect(bodies.some((b) => /<[ou]l>/.test(b))).toBe(true);
    expect(bodies.some((b) => /<img src="\/api\/filestorage\/file\/readImage\/article-photo-\d"/.test(b))).toBe(true);
  });

  it('answers 4040 for an id that does not exist', async () => {
    expect((await server.request(`${CMS}/articleinfo/detail/999999`)).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect((await server.request(`${CMS}/articleinfo/detail/abc`)).json.code).toBe(4040);
  });
});

describe('the classifications', () => {
  it('form a tree in which 营商环境 holds its two query types', async () => {
    const { json } = await server.request(`${CMS}/articleclassification/getClassificationTree`);
    const names = json.data.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['信用动态', '政策法规', '通知公告']);
    const environment = json.data.find((c: { name: string }) => c.name === '营商环境');
    expect(environment.children.map((c: { name: string }) => c.name)).toEqual(['经验借鉴', '我市做法']);
  });

  it('are found by the names the portal routes ask for, each with articles', async () => {
    const names = ['信用动态', '政策法规', '通知公告', '公示公告', '信用研究', '风险提示', '典型案例', ...EXTRA_CLASSIFICATIONS.filter((c) => c.articles > 0).map((c) => c.name)];
    for (const name of names) {
      const { json } = await server.request(`${CMS}/articleclassification/getClassificationByName?name=${q(name)}`);
      expect(json.code, name).toBe(200);
      expect(json.data.articleCount, name).toBeGreaterThanOrEqual(15);
    }
  });

  it('answer 4040 for an unknown name', async () => {
    const { json } = await server.request(`${CMS}/articleclassification/getClassificationByName?name=${q('不存在的栏目')}`);
    expect(json.code).toBe(4040);
  });

  it('list the children of a parent, none for a leaf, 4040 for an unknown id', async () => {
    expect((await server.request(`${CMS}/articleclassification/getClassificationChildren?id=11`)).json.data).toHaveLength(2);
    expect((await server.request(`${CMS}/articleclassification/getClassificationChildren?id=1`)).json.data).toEqual([]);
    expect((await server.request(`${CMS}/articleclassification/getClassificationChildren?id=999`)).json.code).toBe(4040);
  });
});

describe('the sidebars', () => {
  it('list each site with its picture and menu blocks', async () => {
    const { json } = await server.request(`${CMS}/sidebartypeconfiguration/tree`);
    expect(json.data[0]).toMatchObject({ name: '主站', kind: 'site' });
    const kinds = json.data.flatMap((site: { children: { kind: string }[] }) => site.children.map((c) => c.kind));
    expect(kinds).toContain('picture');
    const menu = json.data[0].children.find((c: { kind: string }) => c.kind === 'menu');
    expect(menu.items.map((i: { name: string }) => i.name)).toContain('信用报告');
  });

  it('hold no left column for a sub-site whose layout shows none (they navigate by their own tabs and menus)', async () => {
    const { json } = await server.request(`${CMS}/sidebartypeconfiguration/tree`);
    const sites = json.data.map((site: { name: string }) => site.name);
    for (const subsite of ['自贸区', '医保', '生态环境', '农业金融', '信用贷']) expect(sites).not.toContain(subsite);
  });

  it('answer the picture links of a picture block, none for a menu block, 4040 for an unknown one', async () => {
    const pictures = (await server.request(`${CMS}/sidebartypeconfiguration/pictureSidebar?typeId=11`)).json.data;
    expect(pictures.length).toBeGreaterThan(1);
    expect((await server.request(`/api/filestorage/file/readImage/${pictures[0].pictureId}`)).status).toBe(200);
    expect((await server.request(`${CMS}/sidebartypeconfiguration/pictureSidebar?typeId=12`)).json.data).toEqual([]);
    expect((await server.request(`${CMS}/sidebartypeconfiguration/pictureSidebar?typeId=999`)).json.code).toBe(4040);
  });
});

describe('the full-text search', () => {
  it('finds articles by a word in title, summary or body, title matches ranked first', async () => {
    const { json } = await server.request(`${SEARCH}?keyword=${q('信用修复')}&pageSize=50`);
    expect(json.data.total).toBeGreaterThan(50);
    expect(json.data.records[0].title).toContain('信用修复');
    for (const r of json.data.records) {
      expect(`${r.title}${r.snippet}`.replace(/<\/?em>/g, '')).toContain('信用修复');
      expect(r.titleHighlight.replace(/<\/?em>/g, '')).toBe(r.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
  });

  it('marks the matches with <em> and escapes everything else', () => {
    expect(highlight('a<b>信用修复&', ['信用修复'])).toBe('a&lt;b&gt;<em>信用修复</em>&amp;');
    expect(snippet('前'.repeat(100) + '信用' + '后'.repeat(100), ['信用'])).toMatch(/^…前+<em>信用<\/em>后+…$/);
  });

  it('pages through the results without repeating one', async () => {
    const first = (await server.request(`${SEARCH}?keyword=${q('社会信用')}&pageSize=10&pageNo=1`)).json.data;
    const second = (await server.request(`${SEARCH}?keyword=${q('社会信用')}&pageSize=10&pageNo=2`)).json.data;
    expect(first).toMatchObject({ size: 10, current: 1 });
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.records, ...second.records].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(20);
  });

  it('matches two-character words as substrings', async () => {
    const { json } = await server.request(`${SEARCH}?keyword=${q('通知')}&pageSize=20`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records[0].titleHighlight).toContain('<em>通知</em>');
  });

  it('filters by classification, children included', async () => {
    const { json } = await server.request(`${SEARCH}?keyword=${q('营商环境')}&classificationId=11&pageSize=100`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records.every((r: { classificationId: string }) => ['11', '12', '13'].includes(r.classificationId))).toBe(true);
  });

  it('needs a keyword of at least two characters', async () => {
    const short = await server.request(`${SEARCH}?keyword=${q('信')}`);
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({ keyword: '关键词不能少于2个字符' });
    expect((await server.request(SEARCH)).json.errors).toEqual({ keyword: '关键词不能为空' });
  });

  it('treats search syntax as plain text', async () => {
    const { json } = await server.request(`${SEARCH}?keyword=${q('"信用" OR *')}`);
    expect(json.code).toBe(200);
    expect(json.data.total).toBe(0);
  });
});
