// The server's client: `#portal` on the server (package.json `imports`: the browser condition takes
// shell/portal.ts), the same calls with the same error catalogue, made by the renderer for one request at
// a time. A logged-in visitor's token is that request's own (renderScope), and it sends each call through the
// fetch of the request being rendered (renderScope): the embedded back end answers in process, a
// city's own back end over HTTP with the renderer's timeout.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createPortalClient, portalAddresses, type PortalToken, type TokenStore } from '@credit-portal/api-client';
import { site } from '../config/site';

export interface RenderScope {
  /** Makes one back-end call of this render. */
  fetch: typeof globalThis.fetch;
  /** The logged-in visitor's token (their login cookie), sent with this render's calls. */
  token?: PortalToken;
  /**
   * The credit-repair program operator's token (the program's own cookie, repair-program-token): only the
   * program's client sends it (`operatorTokenStore`), never the portal's, which keeps the visitor's.
   */
  operatorToken?: PortalToken;
  /** The query parameters the render read by name (server.ts): the canonical address keeps those. */
  paramsRead?: Set<string>;
  /**
   * Set when a call answered that the visitor's login has ended (code 203, or 401 to a token the back end
   * does not know): server.ts then answers as the browser's shell does, with the login page.
   */
  loginEnded?: boolean;
}

export const renderScope = new AsyncLocalStorage<RenderScope>();

/** The origin the server's calls are addressed to; the scope's fetch sends them to the real back end. */
export const SERVER_ORIGIN = 'http://portal.internal';

/** A back-end call must wait no longer than a visitor would for the whole page. */
const SERVER_CALL_TIMEOUT_MS = 10_000;

/** A base as the server addresses it: a path on the back end's origin, or a full address as it is. */
const onServer = (base: string): string => (/^https?:\/\//i.test(base) ? base : `${SERVER_ORIGIN}${base}`);

/**
 * The token of the request being rendered. A render's calls never end the login themselves: one that
 * meets its end marks the render (`loginEnded`), and the answer clears the cookie (server.ts).
 */
const requestTokenStore: TokenStore = {
  get: () => renderScope.getStore()?.token ?? null,
  set: () => undefined,
  clear: () => undefined,
};

/** The operator's token of the request being rendered (the repair program's client, areas/repairprogram); as above, never set or cleared here. */
export const operatorTokenStore: TokenStore = {
  get: () => renderScope.getStore()?.operatorToken ?? null,
  set: () => undefined,
  clear: () => undefined,
};

/**
 * A client as the browser's, calling through the render's fetch with the token `tokenStore` gives: the
 * portal's (the visitor's token) and the repair program's (the operator's) are two, so one token never
 * goes out in the other's place.
 */
export function serverClient(tokenStore: TokenStore, { onLoginEnded }: { onLoginEnded?: () => void } = {}) {
  const client = createPortalClient({
    apiBase: onServer(site.apiBase),
    creditBase: onServer(site.creditBase),
    tokenStore,
    ...(onLoginEnded ? { onTokenExpired: onLoginEnded, onAuthRequired: onLoginEnded } : {}),
    timeoutMs: SERVER_CALL_TIMEOUT_MS,
    fetch: (input, init) => {
      const scope = renderScope.getStore();
      if (!scope) return Promise.reject(new Error('A back-end call outside a server render.'));
      return scope.fetch(input, init);
    },
  });
  // Addresses shown in the page stay relative to the portal's own bases (what the browser then hydrates);
  // links and downloads carry the token only on its owner's own page, as the browser's would.
  const addresses = portalAddresses({ apiBase: site.apiBase, creditBase: site.creditBase, tokenStore });
  return {
    ...client,
    apiBase: site.apiBase,
    creditBase: site.creditBase,
    isPortalUrl: addresses.isPortalUrl,
    downloadUrl: addresses.downloadUrl,
    withAccessToken: addresses.withAccessToken,
  } satisfies typeof client;
}

/** As the browser's client, with the visitor's token; a call that finds the visitor's login ended marks the render. */
export const portal = serverClient(requestTokenStore, {
  onLoginEnded: () => {
    const scope = renderScope.getStore();
    // A 401 to a render without a login is a page asking for one, not a login that ended.
    if (scope?.token) scope.loginEnded = true;
  },
});
