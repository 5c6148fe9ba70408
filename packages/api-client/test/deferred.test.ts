import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalError, createDeferredPortalClient, createMemoryTokenStore, unwrap, type PortalToken } from '../src/index.js';
import * as calls from '../src/client.js';
import { rejection } from './rejection.js';
import { startServer, type TestServer } from './server.js';

const TOKEN: PortalToken = { token_type: 'Bearer', access_token: 'abc.def.ghi' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A deferred client of the named case of the test server; `load` stands for the import of the calls' code (a chunk in the browser). */
function deferredFor(route: string, load = vi.fn(() => Promise.resolve(calls))) {
  const tokenStore = createMemoryTokenStore(TOKEN);
  const onAuthRequired = vi.fn();
  const client = createDeferredPortalClient({ apiBase: `${server.origin}/${route}`, creditBase: `${server.origin}/${route}-credit`, tokenStore, onAuthRequired }, load);
  return { client, tokenStore, onAuthRequired, load };
}

describe('a client whose calls load with the first call', () => {
  it('has its token and addresses before any call, and loads the calls’ code once, with the first', async () => {
    const { client, load } = deferredFor('ok');
    expect(client.downloadUrl('f 1')).toBe(`${server.origin}/ok/filestorage/file/downloadFile/f%201?access_token=abc.def.ghi`);
    expect(client.withAccessToken('https://elsewhere.example/report')).toBe('https://elsewhere.example/report');
    expect(client.isPortalUrl(`${server.origin}/ok-credit/finance`)).toBe(true);
    expect(client.tokenStore.get()).toEqual(TOKEN);
    expect(load).not.toHaveBeenCalled();

    const [tabs, again] = await Promise.all([unwrap(client.api.GET('/cms/front/navigationbar/tree')), unwrap(client.credit.GET('/cms/front/navigationbar/tree'))]);
    expect(tabs.map((tab) => tab.name)).toEqual(['首页', '信用动态']);
    expect(again).toEqual(tabs);
    expect(load).toHaveBeenCalledTimes(1);
    // The token went with the calls, as the client's own would send it.
    expect(server.seen.at(-1)?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('answers with the catalogue and its consequences, as the client it loads', async () => {
    const { client, tokenStore, onAuthRequired } = deferredFor('not-logged-in');
    const error = await rejection(unwrap(client.api.GET('/cms/front/navigationbar/tree')));
    expect([error.kind, error.message]).toEqual(['unauthenticated', '请先登录']);
    expect(tokenStore.get()).toBeNull();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('says 网络异常 when its code cannot be loaded, and loads it again with the next call', async () => {
    const load = vi.fn(() => Promise.resolve(calls));
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { client } = deferredFor('ok', load);
    const error = await rejection(unwrap(client.api.GET('/cms/front/navigationbar/tree')));
    expect(error).toBeInstanceOf(PortalError);
    expect([error.kind, error.message]).toEqual(['network', '网络异常，请稍后重试']);
    await expect(unwrap(client.api.GET('/cms/front/navigationbar/tree'))).resolves.toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
