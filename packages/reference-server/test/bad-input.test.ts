// Reproductions of input that once reached a handler (and answered HTTP 500 or the wrong record)
// is answered as the catalogue says (spec §8): 202 with the field's message, 400 for a body that is not
// JSON, 203 for an expired token, the size message for an oversized upload.
import { CITY } from '../src/seed/city.js';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ftsPhrase, searchWords } from '../src/features/cms/highlight.js';
import { serverForFile } from './helpers.js';

const file = serverForFile();

const bearer = (username: string) => ({ Authorization: `Bearer ${file.accounts.tokens[username]}` });

/** A citizen's message (我要留言) sent by geren with the body as given. */
const postLeaveMessage = (body: string | Uint8Array) =>
  file.server.request('/api/cmpinternetportalfront/leavemessage/leavemessage/add', {
    method: 'POST',
    headers: { ...bearer('geren'), 'Content-Type': 'application/json' },
    body,
  });

describe('numbers that are not finite', () => {
  const cases: [string, string, string][] = [
    ['/api/cms/front/articleinfo/articleSearchPage?keyword=信用', 'pageSize', '每页条数必须是整数'],
    ['/api/cms/front/articleinfo/articleSearchPage?keyword=信用', 'pageNo', '页码必须是整数'],
    ['/api/cmpinternetportalfront/subjectrelation/list?typeId=1', 'limit', ''],
    ['/api/cmpinternetportalfront/leavemessage/leavemessage/acceptSituation?', 'year', ''],
    ['/credit/finance/front/product/productHomePage?', 'size', ''],
    ['/credit/finance/front/product/productPage?', 'minAmount', ''],
  ];
  for (const [address, field, message] of cases) {
    for (const value of ['Infinity', '-Infinity', '1e309']) {
      it(`answer 202 naming ${field}=${value}, never 500`, async () => {
        const answer = await file.server.request(`${address}&${field}=${encodeURIComponent(value)}`);
        expect(answer.status).toBe(400);
        expect(answer.json.code).toBe(202);
        expect(Object.keys(answer.json.errors)).toEqual([field]);
        if (message) expect(answer.json.errors[field]).toBe(message);
        else expect(answer.json.errors[field]).toMatch(/必须是(整数|数字)$/);
      });
    }
  }

  it('answer 202 for a JSON body number too large to be finite', async () => {
    const answer = await postLeaveMessage('{"type": 1e309}');
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(202);
    expect(answer.json.errors.type).toBeDefined();
  });
});

describe('a body of the wrong shape', () => {
  it('answers 202 with a message for a number where a list of ids is documented', async () => {
    const answer = await file.server.request('/api/message/info/readBatchByIds', {
      method: 'PUT',
      headers: { ...bearer('geren'), 'Content-Type': 'application/json' },
      body: '42',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 202, msg: '请求参数有误', errors: { body: '消息编号必须是列表' } });
  });

  it('answers 400 with the envelope for a body that is not JSON', async () => {
    for (const body of ['{"content": ', 'content=你好', '\u00ff\u00fe']) {
      const answer = await postLeaveMessage(body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ code: 202, msg: '请求参数有误', errors: { body: '请求内容不是有效的 JSON' } });
    }
  });

  it('answers 400 with the envelope for bytes that are not UTF-8', async () => {
    const answer = await postLeaveMessage(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(202);
  });
});

describe('path ids', () => {
  it('answer no record for an id with a NUL and more after it', async () => {
    const answer = await file.server.request('/api/cmpinternetportalfront/creditplus/detail/1%00anything');
    expect(answer.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect((await file.server.request('/api/cmpinternetportalfront/creditplus/detail/1')).json.code).toBe(200);
  });

  it('never delete another record than the one named', async () => {
    const owner = file.accounts.userId('qiye');
    const row = file.server.portal.db.prepare('SELECT id FROM report_application WHERE user_id = ? ORDER BY id LIMIT 1').get(owner) as { id: number };
    const answer = await file.server.request(`/api/cmpinternetportalfront/creditreportapply/delete/${row.id}%00.pdf`, {
      method: 'DELETE',
      headers: bearer('qiye'),
    });
    expect(answer.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    expect(file.server.portal.db.prepare('SELECT 1 AS found FROM report_application WHERE id = ?').get(row.id)).toEqual({ found: 1 });
  });

  it('name every stored picture within readImage’s pattern', () => {
    const readImage = file.server.portal.operations.find((o) => o.operationId === 'readImage');
    const pattern = new RegExp((readImage?.parameters[0]?.schema as { pattern: string }).pattern);
    const ids = (file.server.portal.db.prepare('SELECT id FROM picture').all() as { id: string }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !pattern.test(id))).toEqual([]);
  });

  it('are documented with a pattern for every path parameter', () => {
    const unpatterned = file.server.portal.operations.flatMap((operation) =>
      operation.parameters
        .filter((p) => p.in === 'path')
        .filter((p) => {
          const schema = p.schema as { pattern?: string; $ref?: string; enum?: unknown[] };
          const own = schema.$ref ? (file.server.portal.document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] as typeof schema) : schema;
          return own.pattern === undefined && own.enum === undefined;
        })
        .map((p) => `${operation.operationId} ${p.name}`),
    );
    expect(unpatterned).toEqual([]);
  });
});

describe('text that is not readable text, in string parameters', () => {
  const SEARCH = '/api/cms/front/articleinfo/articleSearchPage';
  const SUBJECTS = '/api/cmpinternetportalfront/archives/search/getEsSearchDataPage';
  const classificationId = () =>
    (file.server.portal.db.prepare('SELECT classification_id AS id FROM article WHERE published = 1 LIMIT 1').get() as { id: number }).id;
  const BAD_TEXT = '关键词含有无法识别的字符';

  for (const [name, encoded] of [
    ['a NUL', '%E8%8E%86%E7%94%B0%00'],
    ['a control character', '%E8%8E%86%E7%94%B0%1B'],
    ['a lone surrogate as UTF-8', '%E8%8E%86%E7%94%B0%ED%A0%80'],
    ['an overlong UTF-8 slash', '%E8%8E%86%E7%94%B0%C0%AF'],
    ['an overlong three-byte UTF-8 slash', '%E8%8E%86%E7%94%B0%E0%80%AF'],
  ] as const) {
    it(`answer 202 naming the keyword for ${name}, in every keyword search`, async () => {
      for (const address of [
        `${SEARCH}?keyword=${encoded}`,
        `${SUBJECTS}?keyword=${encoded}`,
        `/api/cms/front/articleinfo/pageByClassificationId?classificationId=${classificationId()}&keyword=${encoded}`,
      ]) {
        const answer = await file.server.request(address);
        expect(answer.status, address).toBe(400);
        expect(answer.json, address).toEqual({ code: 202, msg: '请求参数有误', errors: { keyword: BAD_TEXT } });
      }
    });
  }

  it('answer 202 for a NUL in a JSON body’s text, and keep line breaks and tabs', async () => {
    const form = { title: '个人信用报告在哪里可以打印', type: '咨询', content: '办理贷款需要提供个人信用报告。\n请问可以自助打印吗？\t谢谢', name: '林建国', phone: '13805943456', isPublic: false };
    const broken = await postLeaveMessage(JSON.stringify({ ...form, title: '个人信用报告\u0000在哪里' }));
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ code: 202, msg: '请求参数有误', errors: { title: expect.stringMatching(/含有无法识别的字符$/) } });
    const lone = await postLeaveMessage(JSON.stringify({ ...form, content: '办理贷款\ud800' }));
    expect(lone.json).toEqual({ code: 202, msg: '请求参数有误', errors: { content: expect.stringMatching(/含有无法识别的字符$/) } });
    expect((await postLeaveMessage(JSON.stringify(form))).json.code).toBe(200);
  });

  it('never reach a full-text query with a NUL, should one get past the contract', () => {
    expect(searchWords(`${CITY.short}\u0000信用\u001b 修复`)).toEqual([`${CITY.short}`, '信用', '修复']);
    const { db } = file.server.portal;
    for (const word of [`${CITY.short}\u0000`, '\u0000"', '信用修复\u0000\u0000']) {
      const row = db.prepare('SELECT count(*) AS n FROM article_fts WHERE article_fts MATCH ?').get(ftsPhrase(word)) as { n: number };
      expect(row.n).toBeGreaterThanOrEqual(0);
    }
  });

  it('search with FTS5 syntax as plain words: quotes, stars, NEAR, AND, OR, NOT, ^, column filters, parentheses', async () => {
    for (const keyword of ['"信用', '信用"修复', '信用*', 'NEAR(信用 修复)', '信用 AND 修复', '信用 OR', 'NOT 信用', '^信用', 'title:信用', 'title : 信用修复', '(信用修复', '信用修复)', '{title body}:信用', '-信用修复', '信用 + 修复']) {
      for (const address of [
        `${SEARCH}?keyword=${encodeURIComponent(keyword)}`,
        `${SUBJECTS}?keyword=${encodeURIComponent(keyword)}`,
        `/api/cms/front/articleinfo/pageByClassificationId?classificationId=${classificationId()}&keyword=${encodeURIComponent(keyword)}`,
      ]) {
        const answer = await file.server.request(address);
        expect(answer.status, address).toBe(200);
        expect(answer.json.code, address).toBe(200);
      }
    }
  });
});

describe('a download with an expired token', () => {
  it('answers 203 like every other call (spec §8), by header and by query', async () => {
    const expired = file.accounts.expiredToken('qiye');
    const id = file.accounts.files.qiye;
    const byHeader = await file.server.request(`/api/filestorage/file/downloadFile/${id}`, { method: 'POST', headers: { Authorization: `Bearer ${expired}` } });
    expect(byHeader.json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
    const byQuery = await file.server.request(`/api/filestorage/file/downloadFile/${id}?access_token=${expired}`);
    expect(byQuery.json).toEqual({ code: 203, msg: '登录已过期，请重新登录' });
  });
});

/** A request with a body sent in chunks, without Content-Length, as a streaming client sends it. */
function chunkedRequest(url: string, path: string, headers: Record<string, string>, chunks: Iterable<Buffer>) {
  return new Promise<{ status: number; json: { code: number; msg: string; errors?: Record<string, string> } }>((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
    });
    // The server may answer and close before every chunk is written.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const write = async () => {
      for (const chunk of chunks) {
        if (request.destroyed) return;
        if (!request.write(chunk)) await new Promise((done) => request.once('drain', done));
      }
      request.end();
    };
    void write();
  });
}

describe('a chunked upload without Content-Length', () => {
  it('over 10 MB gets the size message, not 请选择要上传的文件', async () => {
    const boundary = 'portal-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="大.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    function* body() {
      yield head;
      for (let i = 0; i < 12; i++) yield block;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const answer = await chunkedRequest(file.server.url, '/api/filestorage/file/uploadFile', { ...bearer('qiye'), 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body());
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 202, msg: '文件大小不能超过10MB', errors: { file: '文件大小不能超过10MB' } });
  });

  it('within the limit is stored', async () => {
    const boundary = 'portal-boundary';
    const answer = await chunkedRequest(file.server.url, '/api/filestorage/file/uploadFile', { ...bearer('qiye'), 'Content-Type': `multipart/form-data; boundary=${boundary}` }, [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="小.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(answer.json.code).toBe(200);
  });
});
