import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  PortalError,
  catalogueMessage,
  createMemoryTokenStore,
  createPortalClient,
  unwrap,
  type ArticlePage,
  type NavigationTab,
  type PortalErrorKind,
  type PortalToken,
} from '../src/index.js';
import { rejection } from './rejection.js';
import { startServer, type TestServer } from './server.js';

const TOKEN: PortalToken = { token_type: 'Bearer', access_token: 'abc.def.ghi' };
const NETWORK = '网络异常，请稍后重试';

let portal: TestServer;
let foreign: TestServer;

beforeAll(async () => {
  [portal, foreign] = await Promise.all([startServer(), startServer()]);
});
afterAll(async () => {
  await Promise.all([portal.close(), foreign.close()]);
});

/** A client whose back-end base answers with the named case of the test server. */
function clientFor(route: string, options: Parameters<typeof createPortalClient>[0] = {}) {
  const tokenStore = createMemoryTokenStore(TOKEN);
  const onAuthRequired = vi.fn();
  const onTokenExpired = vi.fn();
  const onVerification = vi.fn();
  const client = createPortalClient({
    apiBase: `${portal.origin}/${route}`,
    creditBase: `${portal.origin}/${route}-credit`,
    tokenStore,
    onAuthRequired,
    onTokenExpired,
    onVerification,
    ...options,
  });
  return { client, tokenStore, onAuthRequired, onTokenExpired, onVerification };
}

/** The navigation tree through the named case, expecting a PortalError. */
async function failure(route: string, options: Parameters<typeof createPortalClient>[0] = {}) {
  const { client } = clientFor(route, options);
  const error = await unwrap(client.api.GET('/cms/front/navigationbar/tree')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PortalError);
  return error as PortalError;
}

describe('a successful answer', () => {
  it('gives the caller the envelope’s data, typed from the contract', async () => {
    const { client } = clientFor('ok');
    const tabs = await unwrap(client.api.GET('/cms/front/navigationbar/tree'));
    expectTypeOf(tabs).toEqualTypeOf<NavigationTab[]>();
    expect(tabs.map((tab) => tab.name)).toEqual(['首页', '信用动态']);
  });

  it('types a "page or 4040" answer as the page', () => {
    const { client } = clientFor('ok');
    const call = () =>
      unwrap(client.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: '1' } } }));
    // `branded`: openapi-fetch flattens the intersection PageMeta & {records}; the shape is the same.
    expectTypeOf(call).returns.resolves.branded.toEqualTypeOf<ArticlePage>();
  });

  it('puts GET parameters in the query string', async () => {
    const { client } = clientFor('echo');
    const data = await unwrap(
      client.api.GET('/cms/front/articleinfo/pageByClassificationId', {
        params: { query: { classificationId: '7', pageNo: 2, pageSize: 15, keyword: '信用' } },
      }),
    );
    expect((data as unknown as { url: string }).url).toBe(
      '/echo/cms/front/articleinfo/pageByClassificationId?classificationId=7&pageNo=2&pageSize=15&keyword=%E4%BF%A1%E7%94%A8',
    );
  });

  it('leaves a non-JSON file (an image read as text) to the caller', async () => {
    const { client } = clientFor('image');
    const { data } = await client.api.GET('/filestorage/file/readImage/{pictureId}', {
      params: { path: { pictureId: 'advert-1' } },
      parseAs: 'text',
    });
    expect(data).toContain('<svg');
  });
});

describe('the error catalogue (spec §8)', () => {
  it('rejects code 202 with the server’s message and the first message per field', async () => {
    const error = await failure('validation');
    expect(error.kind).toBe('validation');
    expect(error.code).toBe(202);
    expect(error.message).toBe('手机号码格式不正确');
    expect(error.fieldErrors).toEqual({ phone: '请输入正确的手机号码', content: '请填写投诉内容' });
  });

  it('says 请检查填写的内容 for code 202 without a message', async () => {
    const error = await failure('validation-without-msg');
    expect(error.message).toBe('请检查填写的内容');
    expect(error.fieldErrors).toEqual({ pageSize: '每页条数不能大于100' });
  });

  it('resets the token on code 203 and says the login has expired', async () => {
    const { client, tokenStore, onTokenExpired, onAuthRequired } = clientFor('expired');
    const error = await rejection(unwrap(client.api.GET('/cms/front/navigationbar/tree')));
    expect(error.kind).toBe('tokenExpired');
    expect(error.message).toBe('登录已过期，请重新登录');
    expect(tokenStore.get()).toBeNull();
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('clears the token on code 401, asks for a login and says 请先登录', async () => {
    const { client, tokenStore, onAuthRequired } = clientFor('not-logged-in');
    const error = await rejection(unwrap(client.credit.GET('/cms/front/navigationbar/tree')));
    expect(error.kind).toBe('unauthenticated');
    expect(error.message).toBe('请先登录');
    expect(tokenStore.get()).toBeNull();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it.each<[string, PortalErrorKind, number, string]>([
    ['forbidden', 'forbidden', 403, '您没有权限执行此操作，请联系管理员'],
    ['invalid-method', 'invalidMethod', 405, '无效的请求方法'],
    ['not-found', 'notFound', 4040, '请求的资源不存在'],
    ['not-found-http-404', 'notFound', 4040, '请求的资源不存在'],
    ['server-error', 'server', 500, '信用报告生成失败'],
    ['server-error-without-msg', 'server', 500, '系统错误'],
    ['unknown-code', 'server', 999, '系统错误'],
  ])('answers the %s case with kind %s and its catalogue message', async (route, kind, code, message) => {
    const { client, tokenStore } = clientFor(route);
    const error = await rejection(unwrap(client.api.GET('/cms/front/navigationbar/tree')));
    expect(error).toBeInstanceOf(PortalError);
    expect([error.kind, error.code, error.message]).toEqual([kind, code, message]);
    expect(tokenStore.get()).toEqual(TOKEN);
  });

  it('keeps the server’s own words beside the catalogue’s', async () => {
    const error = await failure('not-found');
    expect(error.serverMsg).toBe('验证码已过期，请刷新');
  });

  it('rejects even when the caller skips unwrap', async () => {
    const { client } = clientFor('forbidden');
    await expect(client.api.GET('/cms/front/navigationbar/tree')).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('opens the verification window on HTTP 509 (the crawler guard’s page)', async () => {
    const { client, onVerification } = clientFor('guard');
    const error = await rejection(unwrap(client.api.GET('/cms/front/notice/list', { params: { query: { status: '1' } } })));
    expect(error.kind).toBe('verification');
    expect(error.status).toBe(509);
    expect(error.message).toBe(catalogueMessage('verification'));
    expect(onVerification).toHaveBeenCalledWith(`${portal.origin}/guard/cms/front/notice/list?status=1`);
  });

  it.each(['broken-json', 'not-an-envelope', 'string-code', 'html', 'gateway-html'])(
    'calls the %s answer malformed and says 系统错误',
    async (route) => {
      const error = await failure(route);
      expect(error.kind).toBe('malformed');
      expect(error.message).toBe('系统错误');
    },
  );

  it('says 网络异常，请稍后重试 when the connection drops', async () => {
    const error = await failure('drop');
    expect(error.kind).toBe('network');
    expect(error.message).toBe(NETWORK);
  });

  it('gives up after the timeout with the network message', async () => {
    const started = Date.now();
    const error = await failure('slow', { timeoutMs: 150 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(NETWORK);
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('lets the caller cancel: an AbortError, not a catalogue error', async () => {
    const { client } = clientFor('slow');
    const controller = new AbortController();
    const call = client.api.GET('/cms/front/navigationbar/tree', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PortalError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('offers the same words to the UI through catalogueMessage', () => {
    expect(catalogueMessage('forbidden')).toBe('您没有权限执行此操作，请联系管理员');
    expect(catalogueMessage('unauthenticated')).toBe('请先登录');
    expect(catalogueMessage('invalidMethod')).toBe('无效的请求方法');
    expect(catalogueMessage('notFound')).toBe('请求的资源不存在');
    expect(catalogueMessage('network')).toBe(NETWORK);
    expect(catalogueMessage('timeout')).toBe(NETWORK);
    expect(catalogueMessage('tokenExpired')).toBe('登录已过期，请重新登录');
    expect(catalogueMessage('server')).toBe('系统错误');
    expect(catalogueMessage('malformed')).toBe('系统错误');
  });
});

describe('the Authorization header', () => {
  const lastSeen = (server: TestServer) => server.seen[server.seen.length - 1];

  it('goes to the back-end base as "token_type access_token"', async () => {
    const { client } = clientFor('echo');
    await unwrap(client.api.GET('/cms/front/navigationbar/tree'));
    expect(lastSeen(portal)?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('goes to the financial-products base', async () => {
    const { client } = clientFor('echo');
    await unwrap(client.credit.GET('/cms/front/navigationbar/tree'));
    expect(lastSeen(portal)?.url).toBe('/echo-credit/cms/front/navigationbar/tree');
    expect(lastSeen(portal)?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('is left out when nobody is logged in', async () => {
    const { client, tokenStore } = clientFor('echo');
    tokenStore.clear();
    await unwrap(client.api.GET('/cms/front/navigationbar/tree'));
    expect(lastSeen(portal)?.headers.authorization).toBeUndefined();
  });

  it('is never sent to another origin, even when a call names it absolutely', async () => {
    const { client } = clientFor('echo');
    await unwrap(client.api.GET('/cms/front/navigationbar/tree', { baseUrl: `${foreign.origin}/echo` }));
    expect(lastSeen(foreign)?.url).toBe('/echo/cms/front/navigationbar/tree');
    expect(lastSeen(foreign)?.headers.authorization).toBeUndefined();
  });

  it('is not sent to a path that only begins like a base (/credit-dynamics is not /credit)', async () => {
    const client = createPortalClient({
      apiBase: `${portal.origin}/echo`,
      creditBase: `${portal.origin}/credit`,
      tokenStore: createMemoryTokenStore(TOKEN),
    });
    expect(client.isPortalUrl(`${portal.origin}/credit/finance/front/product/productPage`)).toBe(true);
    expect(client.isPortalUrl(`${portal.origin}/credit-dynamics`)).toBe(false);
    await unwrap(client.credit.GET('/cms/front/navigationbar/tree', { baseUrl: `${portal.origin}/credit-echo` }));
    expect(lastSeen(portal)?.url).toBe('/credit-echo/cms/front/navigationbar/tree');
    expect(lastSeen(portal)?.headers.authorization).toBeUndefined();
  });

  it('keeps a foreign host’s 401 from logging the visitor out', async () => {
    const { client, tokenStore, onAuthRequired } = clientFor('echo');
    const error = await rejection(unwrap(
      client.api.GET('/cms/front/navigationbar/tree', { baseUrl: `${foreign.origin}/not-logged-in` }),
    ));
    expect(error.kind).toBe('unauthenticated');
    expect(tokenStore.get()).toEqual(TOKEN);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });
});
