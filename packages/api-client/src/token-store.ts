import { readCookie } from './cookie.js';

/** The login answer's token object (spec §3): sent as `Authorization: ${token_type} ${access_token}`. */
export interface PortalToken {
  token_type: string;
  access_token: string;
  /** When the token expires (epoch ms), from the login's `expires_in`: lets the app warn before it does. */
  expires_at?: number;
}

/** Where the client keeps the login token. */
export interface TokenStore {
  get(): PortalToken | null;
  set(token: PortalToken): void;
  clear(): void;
}

export function isPortalToken(value: unknown): value is PortalToken {
  const token = value as Partial<PortalToken> | null;
  return (
    typeof token === 'object' &&
    token !== null &&
    typeof token.token_type === 'string' &&
    typeof token.access_token === 'string' &&
    token.access_token !== '' &&
    (token.expires_at === undefined || Number.isFinite(token.expires_at))
  );
}

/** A token store in memory, for servers, tests and tools. */
export function createMemoryTokenStore(initial: PortalToken | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

export interface CookieTokenStoreOptions {
  /** The cookie's name (spec §9: a fixed key). */
  key?: string;
}

/**
 * The token as JSON in one cookie (spec §3), for the browser. The cookie is read on every call so that
 * a logout in another tab is seen at once; a cookie that is not a token object counts as logged out.
 */
export function createCookieTokenStore({ key = 'credit-portal-token' }: CookieTokenStoreOptions = {}): TokenStore {
  const write = (value: string, extra: string) => {
    if (typeof document === 'undefined') return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${key}=${value}; path=/${extra}; SameSite=Lax${secure}`;
  };
  return {
    get() {
      if (typeof document === 'undefined') return null;
      const json = readCookie(document.cookie, key);
      if (json === undefined) return null;
      try {
        const value: unknown = JSON.parse(json);
        return isPortalToken(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(token) {
      write(tokenCookieValue(token), '');
    },
    clear() {
      write('', '; max-age=0');
    },
  };
}

/** The store a client keeps its token in when given none: the cookie in a browser, memory elsewhere. */
export function defaultTokenStore(): TokenStore {
  return typeof document === 'undefined' ? createMemoryTokenStore() : createCookieTokenStore();
}

/** The token as the cookie store writes it (the cookie's value). */
export function tokenCookieValue(token: PortalToken): string {
  const kept = { token_type: token.token_type, access_token: token.access_token, ...(token.expires_at === undefined ? {} : { expires_at: token.expires_at }) };
  return encodeURIComponent(JSON.stringify(kept));
}

/**
 * A server's `Set-Cookie` for the token, read by the browser's cookie store afterwards (a sign-on
 * completed on the server): the same name, value and attributes as the store writes.
 */
export function tokenSetCookie(token: PortalToken, { key = 'credit-portal-token', secure }: CookieTokenStoreOptions & { secure: boolean }): string {
  return `${key}=${tokenCookieValue(token)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A server's `Set-Cookie` that ends the login (a logout completed on the server): the token's cookie, expired. */
export function tokenClearCookie({ key = 'credit-portal-token', secure }: CookieTokenStoreOptions & { secure: boolean }): string {
  return `${key}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
