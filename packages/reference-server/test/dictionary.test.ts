import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/features/dictionary/seed.js';
import { DISTRICTS } from '../src/seed/city.js';
import { startTestServer, type TestServer } from './helpers.js';

/** Starting a server seeds a whole database; on a busy machine that takes longer than the default 10 s. */
const SERVER_START_MS = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_MS);
afterAll(() => server.close());

const list = (code: string) => server.request(`/api/dict/dictionary/getDataDictionaryListByParentCode?parentCode=${code}`);

describe('the data dictionaries', () => {
  it('answer a dictionary’s items in display order', async () => {
    const { json } = await list('complaint_type');
    expect(json.data[0]).toEqual({ dictCode: 'complaint_type_1', dictLabel: '虚假宣传', dictValue: '1', parentCode: 'complaint_type', sort: 1 });
    const sorts = json.data.map((item: { sort: number }) => item.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('hold every dictionary the forms need', async () => {
    for (const [code, { items }] of Object.entries(DICTIONARIES)) {
      const { json } = await list(code);
      expect(json.data.length, code).toBe(items.length);
    }
    const districts = (await list('district')).json.data.map((item: { dictValue: string }) => item.dictValue);
    expect(districts).toContain(DISTRICTS[1]);
    const certificates = (await list('certificate_type')).json.data.map((item: { dictLabel: string }) => item.dictLabel);
    expect(certificates).toEqual(expect.arrayContaining(['居民身份证', '护照', '港澳居民来往内地通行证']));
  });

  it('answer an empty list for an unknown code', async () => {
    expect((await list('no_such_dictionary')).json).toEqual({ code: 200, msg: '操作成功', data: [] });
  });

  it('refuse a malformed code with a Chinese message', async () => {
    const answer = await list('%27%3B--');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ parentCode: '字典编码格式不正确' });
    expect((await server.request('/api/dict/dictionary/getDataDictionaryListByParentCode')).json.errors).toEqual({ parentCode: '字典编码不能为空' });
  });
});
