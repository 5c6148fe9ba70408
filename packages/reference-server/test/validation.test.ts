import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, handlers } from '../src/app.js';
import { ok } from '../src/kernel/reply.js';
import { listOperations } from '../src/contract/operations.js';
import { compileValidators } from '../src/contract/validation.js';
import type { Handlers, Schema } from '../src/kernel/handler.js';
import { contractDocument, memoryLogger, startTestServer, type TestServer } from './helpers.js';

const ARTICLES = '/api/cms/front/articleinfo/pageByClassificationId';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('requests that break the contract', () => {
  it('answer 400 with code 202 and a Chinese message for a page size over 100', async () => {
    const answer = await server.request(`${ARTICLES}?classificationId=1&pageSize=101`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 202, msg: '请求参数有误', errors: { pageSize: '每页条数不能大于100' } });
  });

  it('name every wrong field once, with its first message', async () => {
    const answer = await server.request(`${ARTICLES}?pageSize=abc&pageNo=0`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      classificationId: '分类编号不能为空',
      pageSize: '每页条数必须是整数',
      pageNo: '页码不能小于1',
    });
  });

  it('refuse a typed captcha code longer than four characters (spec §9)', async () => {
    const answer = await server.request('/api/graphic/captcha/check?token=k3J9xQ2mV8pL0aZr5tYw&data=abcde');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ data: '验证码不能超过4个字符' });
  });

  it('answer 404 for a path parameter that cannot exist, where the operation documents no 400', async () => {
    const answer = await server.request('/api/graphic/captcha/getCaptcha/short');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ code: 4040, msg: '请求的资源不存在' });
  });
});

describe('requests within the contract', () => {
  it('take empty fields as not given, so defaults apply', async () => {
    const answer = await server.request(`${ARTICLES}?classificationId=1&pageNo=&pageSize=&keyword=`);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ size: 15, current: 1 });
  });

  it('ignore query fields the contract does not know (cache busters)', async () => {
    const answer = await server.request(`${ARTICLES}?classificationId=1&_t=1732233600000`);
    expect(answer.json.code).toBe(200);
  });

  it('get 405 with the envelope for a documented address asked with another method', async () => {
    const answer = await server.request('/api/cms/front/navigationbar/tree', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('GET');
    expect(answer.json).toEqual({ code: 405, msg: '无效的请求方法' });
  });
});

describe('answers that break the contract', () => {
  // A tab without its required href, as drifted data would arrive: the compiler checks the handler's
  // types, not what a database or a file holds at run time, so the router checks the answer again.
  const tabs: Schema<'NavigationTab'>[] = JSON.parse('[{ "id": "1", "name": "首页", "type": 0, "sort": 1 }]');
  const drifted: Handlers = { ...handlers, getNavigationBarTree: () => ok(tabs) };

  it('fail the request in test mode, so drift fails the tests', async () => {
    const drift = await startTestServer({ handlers: drifted });
    try {
      const answer = await drift.request('/api/cms/front/navigationbar/tree');
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ code: 500, msg: '系统错误' });
      expect(drift.logger.lines.join('\n')).toContain('响应与契约不符');
    } finally {
      await drift.close();
    }
  });

  it('are sent but logged in production', async () => {
    const drift = await startTestServer({ handlers: drifted, mode: 'production' });
    try {
      const answer = await drift.request('/api/cms/front/navigationbar/tree');
      expect(answer.status).toBe(200);
      expect(drift.logger.lines.some((line) => line.startsWith('warn 响应与契约不符'))).toBe(true);
    } finally {
      await drift.close();
    }
  });
});

describe('building the routes from the document', () => {
  it('compiles every operation\'s checks at start-up outside tests, so that a schema Ajv refuses stops the server', async () => {
    const document = await contractDocument();
    expect(compileValidators(document, listOperations(document)).size).toBe(listOperations(document).length);
    // One operation's answer documented with a misspelt keyword.
    const operations = listOperations(structuredClone(document));
    const target = operations.find((operation) => Object.values(operation.responses).some((response) => response.content?.['application/json']?.schema));
    const media = Object.values(target?.responses ?? {}).find((response) => response.content?.['application/json']?.schema)?.content?.['application/json'];
    if (!target || !media) throw new Error('no operation documents a JSON answer');
    media.schema = { type: 'object', propertees: {} };
    expect(() => compileValidators(document, operations)).toThrow(/propertees/);
    // On first use (test servers), the same schema fails only when its operation is met.
    const lazy = compileValidators(document, operations, {}, { onFirstUse: true });
    expect(() => lazy.get(target.operationId)?.checkReply({ status: 200, contentType: 'application/json', json: {} })).toThrow(/propertees/);
  });

  it('refuses to start when a documented operation has no handler', async () => {
    const { readImage: _missing, ...incomplete } = handlers;
    await expect(
      createApp({ dbFile: ':memory:', mode: 'test', document: await contractDocument(), handlers: incomplete, logger: memoryLogger() }),
    ).rejects.toThrow(/readImage/);
  });
});
