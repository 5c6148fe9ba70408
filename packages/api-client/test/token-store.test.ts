import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore, createMemoryTokenStore, createPortalClient, unwrap, type PortalToken } from '../src/index.js';
import { startServer, type TestServer } from './server.js';

const TOKEN: PortalToken = { token_type: 'Bearer', access_token: 'abc.def.ghi' };

/**
 * A minimal `document.cookie` of one path: reading gives "name=value; …", writing takes one cookie with its
 * attributes, and max-age=0 deletes it. Every write is kept so that tests can read the attributes.
 */
function installCookieJar(protocol: 'http:' | 'https:', initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  vi.stubGlobal('location', { protocol, origin: `${protocol}//credit.example.gov.cn` });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  });
  return { jar, writes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cookie token store', () => {
  it('keeps the token object as JSON in one cookie and reads it back', () => {
    const { jar } = installCookieJar('http:', { other: '1' });
    const store = createCookieTokenStore();
    store.set(TOKEN);
    expect(store.get()).toEqual(TOKEN);
    expect(JSON.parse(decodeURIComponent(jar.get('credit-portal-token') ?? ''))).toEqual(TOKEN);
    expect(jar.get('other')).toBe('1');
  });

  it('keeps when the token expires, so the app can warn before it does; a non-finite time is no token', () => {
    const { jar } = installCookieJar('http:');
    const store = createCookieTokenStore();
    store.set({ ...TOKEN, expires_at: 1_795_000_000_000 });
    expect(store.get()).toEqual({ ...TOKEN, expires_at: 1_795_000_000_000 });
    jar.set('credit-portal-token', encodeURIComponent(JSON.stringify({ ...TOKEN, expires_at: 'soon' })));
    expect(store.get()).toBeNull();
  });

  it('writes path=/ and SameSite=Lax, without Secure on http', () => {
    const { writes } = installCookieJar('http:');
    createCookieTokenStore().set(TOKEN);
    const attributes = writes[0]?.split('; ').slice(1);
    expect(attributes).toEqual(['path=/', 'SameSite=Lax']);
  });

  it('adds Secure on https', () => {
    const { writes } = installCookieJar('https:');
    createCookieTokenStore().set(TOKEN);
    expect(writes[0]?.split('; ').slice(1)).toEqual(['path=/', 'SameSite=Lax', 'Secure']);
  });

  it('forgets the token on clear, with the same path so the browser deletes the right cookie', () => {
    const { writes } = installCookieJar('https:');
    const store = createCookieTokenStore();
    store.set(TOKEN);
    store.clear();
    expect(store.get()).toBeNull();
    expect(writes[1]).toBe('credit-portal-token=; path=/; max-age=0; SameSite=Lax; Secure');
  });

  it('uses the key it is given', () => {
    const { jar } = installCookieJar('http:');
    createCookieTokenStore({ key: 'portal-token' }).set(TOKEN);
    expect(jar.has('portal-token')).toBe(true);
    expect(createCookieTokenStore().get()).toBeNull();
  });

  it.each([
    ['not JSON', '%7Bnot-json'],
    ['not URI-encoded', '%E0%A4%A'],
    ['JSON but no token', encodeURIComponent('{"token_type":"Bearer"}')],
    ['an empty access token', encodeURIComponent('{"token_type":"Bearer","access_token":""}')],
    ['a bare string', encodeURIComponent('"abc"')],
  ])('treats a cookie that is %s as logged out', (_case, value) => {
    installCookieJar('http:', { 'credit-portal-token': value });
    expect(createCookieTokenStore().get()).toBeNull();
  });

  it('is logged out where there is no document (a server)', () => {
    const store = createCookieTokenStore();
    store.set(TOKEN);
    expect(store.get()).toBeNull();
  });
});

describe('the memory token store', () => {
  it('sets, gets and clears', () => {
    const store = createMemoryTokenStore();
    expect(store.get()).toBeNull();
    store.set(TOKEN);
    expect(store.get()).toEqual(TOKEN);
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('the client in a browser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('uses the cookie store by default and clears the cookie on code 401', async () => {
    const { jar } = installCookieJar('http:');
    const onAuthRequired = vi.fn();
    const portal = createPortalClient({ apiBase: `${server.origin}/not-logged-in`, onAuthRequired });
    portal.tokenStore.set(TOKEN);
    expect(jar.has('credit-portal-token')).toBe(true);
    await expect(unwrap(portal.api.GET('/cms/front/navigationbar/tree'))).rejects.toMatchObject({ message: '请先登录' });
    expect(jar.has('credit-portal-token')).toBe(false);
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('resolves relative bases against the page’s origin', () => {
    installCookieJar('https:');
    const portal = createPortalClient({ tokenStore: createMemoryTokenStore(TOKEN) });
    expect(portal.isPortalUrl('https://credit.example.gov.cn/api/cms/front/navigationbar/tree')).toBe(true);
    expect(portal.isPortalUrl('/credit/finance/front/product/productPage')).toBe(true);
    expect(portal.isPortalUrl('https://evil.example.org/api/cms/front/navigationbar/tree')).toBe(false);
    expect(portal.isPortalUrl('http://credit.example.gov.cn/api/x')).toBe(false);
    expect(portal.isPortalUrl('/credit-dynamics')).toBe(false);
    expect(portal.isPortalUrl('/apiary')).toBe(false);
  });
});
