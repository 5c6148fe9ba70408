import { CITY, DISTRICTS } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passedCaptcha, startTestServer, type TestServer } from './helpers.js';

// The 安全验证 is a gate of the back end: the searches of the search bar and the safety-clue report answer
// only with the pass of a captcha just passed (the X-Captcha-Pass header), whatever the browser does.
const SUBJECTS = '/api/cmpinternetportalfront/archives/search/getEsSearchDataPage';
const ARTICLES = '/api/cms/front/articleinfo/articleSearchPage';
const CLUES = '/api/cmpinternetportaladmin/columnclues/add';
const MINUTE = 60 * 1000;

let clock = Date.parse('2026-11-22T02:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(() => server.close());

/** A call as a script would make it, with the given pass or none (`request` adds one by itself). */
const call = async (address: string, pass: string | null, init: RequestInit = {}) => {
  const answer = await fetch(`${server.url}${address}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...(pass === null ? {} : { 'X-Captcha-Pass': pass }) } });
  return (await answer.json()) as { code: number; msg: string; errors?: Record<string, string>; data?: { total?: number } };
};
const search = (keyword: string, pass: string | null, page = 1) => call(`${SUBJECTS}?keyword=${encodeURIComponent(keyword)}&pageNo=${page}&pageSize=5`, pass);
const clue = (pass: string | null) =>
  call(CLUES, pass, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clueType: '食品', targetName: `${DISTRICTS[1]}兴业食品商行`, address: `${CITY.name}${DISTRICTS[1]}镇海街道八二一南街56号`, description: '货架上有多批次过期的散装糕点仍在销售，生产日期标签被覆盖。', anonymous: true }),
  });
const pass = () => passedCaptcha(server.url, server.portal);

describe('a guarded call', () => {
  it('is refused without a pass, or with one no captcha check passed', async () => {
    expect((await search(`${CITY.name}`, null)).code).toBe(202);
    const forged = await search(`${CITY.name}`, 'k3J9xQ2mV8pL0aZr5tYw');
    expect(forged).toMatchObject({ code: 202, errors: { captchaPass: '请先完成安全验证' } });
    // A wrong code makes no pass of its token.
    const created = (await (await fetch(`${server.url}/api/graphic/captcha`)).json()) as { data: { token: string } };
    const wrong = (await (await fetch(`${server.url}/api/graphic/captcha/check?token=${created.data.token}&data=ZZZZ`)).json()) as { data: boolean };
    expect(wrong.data).toBe(false);
    expect(await clue(created.data.token)).toMatchObject({ code: 202, errors: { captchaPass: '请先完成安全验证' } });
  });

  it('a report spends its pass: a second report with it is refused', async () => {
    const token = await pass();
    expect((await clue(token)).code).toBe(200);
    expect(await clue(token)).toMatchObject({ code: 202, errors: { captchaPass: '请先完成安全验证' } });
  });

  it('a search binds its pass to its words: their next pages go through, other words do not', async () => {
    const token = await pass();
    const first = await search(`${CITY.name}`, token);
    expect(first.code).toBe(200);
    expect((await search(`${CITY.name}`, token, 2)).code).toBe(200);
    expect(await search('鞋业', token)).toMatchObject({ code: 202, errors: { captchaPass: '请先完成安全验证' } });
    // Nor another search of the same words: the full-text search is another operation.
    expect((await call(`${ARTICLES}?keyword=${encodeURIComponent(CITY.name)}`, token)).code).toBe(202);
    // Nor a report.
    expect((await clue(token)).code).toBe(202);
  });

  it('a pass lasts 5 minutes unused, and a search’s 10 minutes from its first page', async () => {
    const unused = await pass();
    clock += 5 * MINUTE;
    expect((await search(`${CITY.name}`, unused)).code).toBe(202);

    const token = await pass();
    expect((await search('鞋业', token)).code).toBe(200);
    clock += 9 * MINUTE;
    expect((await search('鞋业', token, 2)).code).toBe(200);
    clock += MINUTE;
    expect((await search('鞋业', token, 3)).code).toBe(202);
  });
});
